import { z } from 'zod';
import { MESSAGES } from '../constants.ts';

/**
 * The largest id a table holds: ids live in integer (int4) columns, so a larger number would
 * reach the database and fail there instead of being refused as input.
 */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id as GraphQL and JSON send it: a whole number from 1 to MAX_RECORD_ID. */
export const recordId = (message: string = MESSAGES.invalidId) => z.number({ error: message }).int(message).positive(message).max(MAX_RECORD_ID, message);

/** A record id read from text (a path, a query string, a form field). */
export const recordIdFromText = (message: string = MESSAGES.invalidId) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_RECORD_ID, message);
