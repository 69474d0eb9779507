import { Button } from '@mantine/core';
import { IconEdit, IconFileUpload, IconReportAnalytics, IconRoute, IconTargetArrow } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListPage } from '../../components/list-page.tsx';
import { DeleteRowAction, RowAction } from '../../components/row-action.tsx';
import { useListState } from '../../components/use-list-state.ts';
import { LoadError } from '../../components/states.tsx';
import { useAssets } from './api/use-assets.ts';
import { useDeleteAsset } from './api/use-delete-asset.ts';
import { download } from '../../lib/download.ts';
import { formatDateTime } from '@backoffice/domain/dates';
import { notifyError } from '../../lib/notify.ts';
import { useAssetRoute } from './asset-route.ts';
import { activeColumn } from '../../components/active-column.tsx';
import type { AssetType } from '@backoffice/domain/asset-types';
import type { BulkKind } from '@backoffice/domain/bulk';

const ORDER_OPTIONS = [
  { value: 'id', label: 'ID' },
  { value: 'title', label: 'Título' },
];

/** The asset lists with bulk actions: a room's or a course's attachments have none. */
const BULK_KINDS: Partial<Record<AssetType, BulkKind>> = { Media: 'media', Banner: 'banner', chatBanner: 'chatBanner' };

/** /Dam/{type}[/{external_parent_id}] and /DamCourse/{type}/{external_parent_id}. */
export default function AssetsPage() {
  const route = useAssetRoute();
  const list = useListState();
  const assets = useAssets(route.type ?? '', route.parent, list);
  const remove = useDeleteAsset();
  if (!route.type) return <LoadError />;
  // Linked trails: only for digital contents (/Dam/Media), and only when a trail holds the asset.
  const trailsAction = route.type === 'Media' && !route.course && !route.parent;
  // Banner report: who clicked each banner (/Dam/Banner only).
  const bannerReport = route.type === 'Banner';
  return (
    <ListPage
      title={route.title}
      list={list}
      bulk={BULK_KINDS[route.type] && { kind: BULK_KINDS[route.type]!, parent: route.parent }}
      orderOptions={ORDER_OPTIONS}
      actions={
        <Button component={Link} to={route.create}>
          Novo
        </Button>
      }
      query={assets}
      rowKey={(a) => a.id}
      columns={[
        { header: 'ID', render: (a) => a.id },
        { header: 'Título', render: (a) => a.title },
        activeColumn(),
        { header: 'Publicação', render: (a) => formatDateTime(a.date_publish) },
        { header: 'Despublicação', render: (a) => formatDateTime(a.date_unpublish) },
      ]}
      rowActions={(a) => (
        <>
          <RowAction label="Editar" to={route.edit(a.id)} icon={<IconEdit size={18} />} />
          <RowAction label="Substituir arquivo" to={route.editFile(a.id)} icon={<IconFileUpload size={18} />} />
          <RowAction label="Segmentar" to={`/segmentation/${route.type}/${a.id}`} icon={<IconTargetArrow size={18} />} />
          {bannerReport && (
            <RowAction
              label="Relatório do banner"
              icon={<IconReportAnalytics size={18} />}
              onClick={() => void download(`/api/v1/analytics/report_banner?banner_id=${a.id}`, `cliques-banner-${a.id}.xlsx`).catch(notifyError)}
            />
          )}
          {trailsAction && <RowAction label="Trilhas vinculadas" to={`/dam-composition/${a.id}`} icon={<IconRoute size={18} />} disabled={!a.in_trails} />}
          <DeleteRowAction
            confirm={{
              what: `o item ${a.title}`,
              // The failure's text comes from useDeleteAsset: the spec's, or what holds the asset.
              remove: () => remove.mutateAsync(a.id),
              restorable: true,
            }}
          />
        </>
      )}
    />
  );
}
