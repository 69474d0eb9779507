/**
 * Inputs an attacker (or a broken client) sends: NUL bytes, ids past the integer columns,
 * negative ids, text longer than any column or index entry, numbers JavaScript cannot hold.
 */

/** Text that does not compress, so it stays too long for a btree index entry once stored. */
export function noise(length: number): string {
  let seed = 7;
  let text = '';
  while (text.length < length) {
    seed = (seed * 48271) % 2147483647;
    text += seed.toString(36);
  }
  return text.slice(0, length);
}

/** Past int4 (ids), past the integers a double holds exactly, negative, zero. */
export const HOSTILE_NUMBER_TEXT = ['2147483648', '9007199254740993', '-1'];

/** Strings for a text field: NUL, longer than any column, an id past int4, a lone surrogate, empty. */
export function hostileText(hugeLength: number): string[] {
  return ['a\u0000b', noise(hugeLength), HOSTILE_NUMBER_TEXT[0], '\ud800', ''];
}

/** More numbers as text, for query strings and forms, where every number arrives as text. */
export const HOSTILE_NUMBER_STRINGS = [...HOSTILE_NUMBER_TEXT.slice(1), '1e400'];

/** Ints GraphQL lets through (its Int is 32-bit): the edges and what no table holds. */
export const HOSTILE_INT = [-1, 2147483647, -2147483648];

/** Floats reach resolvers whole: past int4, past exact integers, huge, fractional. */
// 2^53 + 1 on purpose: a number JSON cannot carry exactly.
// eslint-disable-next-line no-loss-of-precision
export const HOSTILE_FLOAT = [2147483648, 9007199254740993, 1e308, -1, 0.5];

/** JSON values of the wrong type for whatever field they land in. */
export const WRONG_TYPES: unknown[] = [true, null, {}, ['x']];
