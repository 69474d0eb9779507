import { describe, expect, it } from 'vitest';
import { UserError } from '../errors.ts';
import { constraintError, withConstraintMessages } from './constraint-errors.ts';

/** A driver error as Drizzle wraps it: the Postgres fields are on the cause. */
const wrapped = (code: string, constraint = '') => Object.assign(new Error('Failed query'), { cause: { code, constraint } });
const messages = { unique: { thing_name_unique: 'Nome em uso.' }, foreignKey: 'Há registros vinculados.' };

describe('constraintError', () => {
  it('names the unique index and the foreign key refusals in the words given, as a CONFLICT', () => {
    expect(constraintError(wrapped('23505', 'thing_name_unique'), messages)).toEqual(new UserError('Nome em uso.', 'CONFLICT'));
    expect(constraintError(wrapped('23503', 'thing_parent_fk'), messages)).toEqual(new UserError('Há registros vinculados.', 'CONFLICT'));
  });

  it('leaves alone what it has no words for', () => {
    const other = wrapped('23505', 'other_unique');
    expect(constraintError(other, messages)).toBe(other);
    const fk = wrapped('23503');
    expect(constraintError(fk, { unique: messages.unique })).toBe(fk);
    const plain = new Error('boom');
    expect(constraintError(plain, messages)).toBe(plain);
  });

  it('wraps a write', async () => {
    await expect(withConstraintMessages(messages, () => Promise.reject(wrapped('23505', 'thing_name_unique')))).rejects.toEqual(
      new UserError('Nome em uso.', 'CONFLICT'),
    );
    await expect(withConstraintMessages(messages, async () => 42)).resolves.toBe(42);
  });
});
