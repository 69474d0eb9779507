import { ListPage } from '../../components/list-page.tsx';
import { useIdParam } from '../../lib/use-id-param.ts';
import { useAsset } from './api/use-asset.ts';
import { useTrailsByItem } from '../../lib/pickers/trails-by-item.ts';

/** /dam-composition/{id}: the trails holding a digital content, read-only. */
export default function AssetTrailsPage() {
  const id = useIdParam() ?? 0;
  const asset = useAsset(id || undefined);
  const trails = useTrailsByItem(id, 'asset');
  return (
    <ListPage
      title={asset.data ? `Trilhas vinculadas - ${asset.data.title}` : 'Trilhas vinculadas'}
      back="/Dam/Media"
      query={trails}
      rowKey={(t) => t.id}
      columns={[{ header: 'Trilha', render: (t) => `Trilha #${t.id} - ${t.title}` }]}
    />
  );
}
