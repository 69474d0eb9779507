import { ItemTrailsPage } from '../../components/item-trails-page.tsx';
import { useIdParam } from '../../lib/use-id-param.ts';
import { useAsset } from './api/use-asset.ts';

/** /dam-composition/{id}: the trails holding a digital content, read-only. */
export default function AssetTrailsPage() {
  const id = useIdParam() ?? 0;
  const asset = useAsset(id || undefined);
  return <ItemTrailsPage title={asset.data ? `Trilhas vinculadas - ${asset.data.title}` : 'Trilhas vinculadas'} back="/Dam/Media" itemId={id} type="asset" />;
}
