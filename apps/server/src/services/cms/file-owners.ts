import type { FileOwnerRules } from '../file-owners.ts';
import { accessibleContent } from './content-store.ts';

/** A content's thumbnail: for whoever may use the list the content belongs to. */
export const CMS_FILE_OWNERS: FileOwnerRules = {
  content: (db, user, id) => accessibleContent(db, user, id),
};
