import { describe, expect, it } from 'vitest';
import { listArgs } from './list.ts';

describe('listArgs', () => {
  it('gives the defaults to missing and null arguments alike', () => {
    const defaults = { limit: 20, page: 1, order: 'desc', orderby: 'id' };
    expect(listArgs.parse({})).toEqual(defaults);
    expect(listArgs.parse({ limit: null, page: null, order: null, orderby: null, search: null })).toEqual({ ...defaults, search: null });
    expect(listArgs.parse({ limit: 5, page: 3, order: 'ASC', orderby: 'name' })).toEqual({ limit: 5, page: 3, order: 'asc', orderby: 'name' });
  });

  it('refuses out-of-range pages and sizes', () => {
    expect(listArgs.safeParse({ limit: 0 }).success).toBe(false);
    expect(listArgs.safeParse({ limit: 201 }).success).toBe(false);
    expect(listArgs.safeParse({ page: 0 }).success).toBe(false);
  });
});
