import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// Accented letters of Portuguese (and their near kin), both cases, and the plain letter each
// becomes. Upper case is listed too: under the C collation lower() changes ASCII letters only.
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucnyyaaaaaaeeeeiiiiooooouuuucny';

/**
 * A text without case and accents ('São' → 'sao'), for searches that must match what users
 * type either way. Plain translate() and lower(): the same on PostgreSQL and PGlite, which lacks
 * the unaccent extension. Fold both sides: `foldAccents(column) like foldAccents(pattern)`.
 */
export const foldAccents = (text: SQLWrapper | string): SQL => sql`lower(translate(${text}, ${ACCENTED}, ${PLAIN}))`;
