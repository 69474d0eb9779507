import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listArgs } from '@backoffice/domain/schemas/list';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { UserError } from '../errors.ts';
import { cpfDigits, listParts, searchWhere, type ListSpec } from './list-query.ts';
import { createTestTables, widget } from './test-tables.ts';

let t: TestApp;

const spec: ListSpec = { search: [widget.name], id: widget.id, order: { id: widget.id, name: widget.name } };
const withCpf: ListSpec = { ...spec, cpf: widget.cpf };

/** Names of the widgets a search finds. */
async function found(search: string, listSpec = withCpf) {
  const rows = await t.db.select({ name: widget.name }).from(widget).where(searchWhere(search, listSpec)).orderBy(asc(widget.id));
  return rows.map((r) => r.name);
}

beforeAll(async () => {
  t = await createTestApp();
  await createTestTables(t.db);
  await t.db.insert(widget).values([
    { name: 'Ana Souza', cpf: '52998224725' },
    { name: 'Bruno 529.982', cpf: '11144477735' },
    { name: 'Carla 100%', cpf: null },
  ]);
});
afterAll(() => t?.close());

describe('cpfDigits', () => {
  it('reads a CPF with or without its mask, or part of one; anything else is no CPF', () => {
    expect(cpfDigits('529.982.247-25')).toBe('52998224725');
    expect(cpfDigits('52998224725')).toBe('52998224725');
    expect(cpfDigits(' 529.982 ')).toBe('529982');
    expect(cpfDigits('Ana')).toBeNull();
    expect(cpfDigits('529.982.247-25 Ana')).toBeNull();
    expect(cpfDigits('.-')).toBeNull();
  });
});

describe('searchWhere with a CPF column', () => {
  it('finds a CPF typed with its mask or as digits, stored as digits', async () => {
    expect(await found('529.982.247-25')).toEqual(['Ana Souza']);
    expect(await found('52998224725')).toEqual(['Ana Souza']);
    expect(await found('111.444.777-35')).toEqual(['Bruno 529.982']);
  });

  it('finds part of a CPF by its digits, and still searches the other columns with the term as typed', async () => {
    expect(await found('529.982')).toEqual(['Ana Souza', 'Bruno 529.982']);
    expect(await found('247-25')).toEqual(['Ana Souza']);
    expect(await found('souza')).toEqual(['Ana Souza']);
  });

  it('without a CPF column, a masked CPF is only a substring of the other columns', async () => {
    expect(await found('529.982.247-25', spec)).toEqual([]);
    expect(await found('529.982', spec)).toEqual(['Bruno 529.982']);
  });

  it('matches the id by number, takes LIKE wildcards literally and ignores an empty term', async () => {
    const [first] = await t.db.select({ id: widget.id }).from(widget).orderBy(asc(widget.id)).limit(1);
    expect(await found(String(first.id), spec)).toContain('Ana Souza');
    expect(await found('100%')).toEqual(['Carla 100%']);
    expect(await found('%')).toEqual(['Carla 100%']);
    expect(searchWhere('   ', withCpf)).toBeUndefined();
    expect(searchWhere(null, withCpf)).toBeUndefined();
  });
});

describe('listParts', () => {
  it('pages, orders with the id as tie-breaker, accepts title for name and refuses other columns', () => {
    const parts = listParts(listArgs.parse({ page: 3, limit: 10, orderby: 'title', order: 'ASC' }), spec);
    expect(parts.limit).toBe(10);
    expect(parts.offset).toBe(20);
    expect(parts.orderBy).toHaveLength(2);
    expect(listParts(listArgs.parse({}), spec).orderBy).toHaveLength(1);
    expect(() => listParts(listArgs.parse({ orderby: 'cpf' }), spec)).toThrow(new UserError('Não é possível ordenar por "cpf".'));
  });
});
