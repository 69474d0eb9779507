/**
 * CSV formula injection (OWASP): a spreadsheet runs a cell that starts with one of these as a
 * formula (=HYPERLINK(...), +cmd|..., @SUM(...)), so every CSV we write prefixes such a cell with
 * a single quote, which makes it plain text. The SQL twin is csvText in reports/sql-csv.ts, built
 * from these same constants.
 */
export const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;

/**
 * A plain number ('-5', '+3', '-2,50') starts with a trigger but is a value, not a formula:
 * quoting it would turn a number column into text. The source is valid in JavaScript and in
 * PostgreSQL regular expressions alike.
 */
export const PLAIN_NUMBER = /^[-+]?[0-9]+([.,][0-9]+)?$/;

const TRIGGERS: ReadonlySet<string> = new Set(FORMULA_TRIGGERS);

/** The cell as a spreadsheet will read it as text. */
export function neutralizeFormula(value: string): string {
  return TRIGGERS.has(value.charAt(0)) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}
