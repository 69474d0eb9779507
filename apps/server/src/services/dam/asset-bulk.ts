import { eq } from 'drizzle-orm';
import { ASSET_MESSAGES } from '@backoffice/domain/schemas/asset';
import { asset } from '../../db/schema/dam.ts';
import { activationActs } from '../../platform/bulk/activation-acts.ts';
import { actsWithin } from '../../platform/bulk/acts-within.ts';
import { bulkTarget } from '../../platform/bulk/bulk-target.ts';
import { instant, recordDates, yesNo } from '../../platform/bulk/export-cells.ts';
import { segmentationActs } from '../account/segmentation/segmentation-bulk.ts';
import { assetIds, assetsOfTypeByIds, deleteAsset, type AssetView } from './asset-store.ts';

/** The list's columns (/Dam/{type}), then the asset's main fields. */
const COLUMNS = [
  { header: 'ID', value: (a: AssetView) => a.id },
  { header: 'Título', width: 50, value: (a: AssetView) => a.title },
  { header: 'Ativo', value: (a: AssetView) => yesNo(a.active) },
  { header: 'Publicação', value: (a: AssetView) => instant(a.date_publish) },
  { header: 'Despublicação', value: (a: AssetView) => instant(a.date_unpublish) },
  { header: 'Link', width: 40, value: (a: AssetView) => a.directlink },
  { header: 'Exibir fora das trilhas', value: (a: AssetView) => yesNo(a.showgrid) },
  { header: 'Responsável', width: 30, value: (a: AssetView) => a.owner_name },
  { header: 'Arquivo', width: 40, value: (a: AssetView) => a.file?.original_name },
  ...recordDates(),
];

/**
 * The list of one asset type (its segmentation module has the type's name), optionally of the
 * item the filter's parent names. The types answer to different modules, so every act and the
 * export's rows keep to the type: another type's id reads as not found.
 */
const assetTarget = (kind: 'media' | 'banner' | 'chatBanner', type: 'Media' | 'Banner' | 'chatBanner') =>
  bulkTarget<AssetView>({
    kind,
    ids: (db, { parent, ...filter }) => assetIds(db, { module_name: type, external_parent_id: parent }, filter),
    rows: (db, ids) => assetsOfTypeByIds(db, type, ids),
    columns: COLUMNS,
    acts: actsWithin(asset, eq(asset.module_name, type), ASSET_MESSAGES.notFound, {
      ...activationActs(asset, ASSET_MESSAGES.notFound),
      // Refused while trails hold the asset; its links, segmentation and files go with it.
      delete: (deps, user, id) => deleteAsset(deps, user, id),
      ...segmentationActs(type),
    }),
  });

export const mediaBulk = assetTarget('media', 'Media');
export const bannerBulk = assetTarget('banner', 'Banner');
export const chatBannerBulk = assetTarget('chatBanner', 'chatBanner');
