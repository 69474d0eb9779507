import { describe, expect, it } from 'vitest';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { projection } from './projection.ts';

const table = pgTable('t', { id: integer('id'), title: text('title'), file_id: integer('file_id'), body: text('body') });
const columns = { id: table.id, title: table.title, file_id: table.file_id, body: table.body };

describe('projection', () => {
  it('selects the id, the columns asked by name and what the other fields need, in the columns order', () => {
    const project = projection(columns, { file: ['file_id'] });
    const { key, fields } = project(new Set(['file', 'title', 'unknown']));
    expect(key).toBe('id,title,file_id');
    expect(Object.keys(fields)).toEqual(['id', 'title', 'file_id']);
    expect(project(undefined).key).toBe('*');
  });

  it('ignores names that are not own columns', () => {
    expect(projection(columns)(new Set(['constructor', 'toString'])).key).toBe('id');
  });

  it('reads every column once a list has seen too many different sets of fields', () => {
    const wide = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`c${i}`, table.title]));
    const project = projection({ id: table.id, ...wide });
    const keys = Array.from({ length: 12 }, (_, i) => project(new Set([`c${i}`])).key);
    expect(keys.slice(0, 8).every((key) => key !== '*')).toBe(true);
    expect(keys.slice(8).every((key) => key === '*')).toBe(true);
  });

  it('refuses needs that name no column', () => {
    expect(() => projection(columns, { file: ['file'] })).toThrow('no column file');
  });
});
