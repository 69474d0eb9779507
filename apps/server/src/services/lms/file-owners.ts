import type { FileOwnerRules } from '../file-owners.ts';

/** Files of learning records: for whoever holds the module of the record. */
export const LMS_FILE_OWNERS: FileOwnerRules = {
  course: 'Course',
  trail: 'Trail',
  classroom: 'Classroom',
};
