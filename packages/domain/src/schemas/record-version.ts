import { z } from 'zod';
import { MESSAGES } from '../constants.ts';

/**
 * The updated_at an edit form loaded, sent back with the save so the server can refuse it when
 * someone else saved the record meanwhile. Optional: clients that do not send it are not checked.
 */
export const recordVersion = z.iso.datetime({ offset: true, error: MESSAGES.invalidVersion }).nullish();
