import type { FileOwnerRules } from '../file-owners.ts';
import { assetFor } from './asset-store.ts';

/** Stored files of DAM records: an asset's for whoever may work on its type, a category's banner for the Category module. */
export const DAM_FILE_OWNERS: FileOwnerRules = {
  asset: (db, user, id) => assetFor(db, user, id),
  category: 'Category',
};
