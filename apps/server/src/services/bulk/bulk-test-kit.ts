import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { BulkAction, BulkKind } from '@backoffice/domain/bulk';
import { ACCOUNT_FIELD_ID } from '@backoffice/domain/constants';
import type { SegmentationModuleName } from '@backoffice/domain/schemas/segmentation';
import { accountFieldValue, segmentation } from '../../db/schema/account.ts';
import { bearer, expectRefused, type TestApp } from '../../test/test-app.ts';

const RUN = `mutation ($kind: String!, $action: String!, $selection: BulkSelection!, $profile: Int, $value: Int, $reason: String) {
  runBulkAction(kind: $kind, action: $action, selection: $selection, profile_id: $profile, account_field_value_id: $value, reason: $reason) {
    id kind action status total processed done refused { id reason } error
  }
}`;

export interface BulkRunResult {
  id: number;
  status: string;
  total: number;
  processed: number;
  done: number;
  refused: { id: number; reason: string }[];
}

type Variables = Record<string, unknown>;

/**
 * What the bulk tests of every list do: run an action as a caller (`token` by default), read an
 * export back, and check the actions every switchable or segmented list shares.
 */
export function bulkKit(t: TestApp, token: string) {
  const run = (variables: Variables, as = token) => t.gql('bulk', RUN, variables, as);

  async function ran(variables: Variables, as = token): Promise<BulkRunResult> {
    const body = await run(variables, as);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data.runBulkAction;
  }

  const exportOf = (query: string, as = token) => t.app.inject({ method: 'GET', url: `/api/v1/bulk/export?${query}`, headers: bearer(as) });

  /** A CSV export's lines, header first, once it is a file Excel in pt-BR opens as columns: a BOM, ';' between cells, CRLF line ends. */
  async function csvLines(query: string, as = token): Promise<string[]> {
    const res = await exportOf(`format=csv&${query}`, as);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.startsWith('\ufeff')).toBe(true);
    expect(res.body.endsWith('\r\n')).toBe(true);
    expect(res.body.replace(/\r\n/g, '')).not.toContain('\n');
    const lines = res.body.slice(1, -2).split('\r\n');
    expect(lines[0]).toContain(';');
    return lines;
  }

  /** The first cell of each row after the header: the ids an export wrote, in its order. */
  const idsOf = (lines: string[]) => lines.slice(1).map((line) => Number(line.split(';')[0]));

  /** A value of an account field, as the segmentation picker offers it. */
  async function segmentationValue(value: string, fieldId: number = ACCOUNT_FIELD_ID.REGIONAL): Promise<number> {
    const [row] = await t.db.insert(accountFieldValue).values({ account_field_id: fieldId, value }).returning({ id: accountFieldValue.id });
    return row!.id;
  }

  /** The items of a module segmented to a value, by id. */
  const segmentedItems = async (moduleName: SegmentationModuleName, value: number) =>
    (
      await t.db
        .select({ item: segmentation.item_id })
        .from(segmentation)
        .where(and(eq(segmentation.module_name, moduleName), eq(segmentation.account_field_value_id, value)))
        .orderBy(segmentation.item_id)
    ).map((r) => r.item);

  /** segment_add on every item, then segment_remove on the first: the value stays on the others alone. */
  async function checkSegmentActs(kind: BulkKind, moduleName: SegmentationModuleName, ids: number[]): Promise<void> {
    const value = await segmentationValue(`${kind}-${ids[0]}`);
    expect(await ran({ kind, action: 'segment_add', selection: { ids }, value })).toMatchObject({ status: 'done', done: ids.length, refused: [] });
    expect(await segmentedItems(moduleName, value)).toEqual([...ids].sort((a, b) => a - b));
    await ran({ kind, action: 'segment_remove', selection: { ids: [ids[0]] }, value });
    expect(await segmentedItems(moduleName, value)).toEqual(ids.slice(1).sort((a, b) => a - b));
  }

  /** The `active` flags of these rows, in the order of the ids. */
  async function activeOf(table: PgTable & { id: PgColumn; active: PgColumn }, ids: number[]): Promise<number[]> {
    const rows = await t.db.select({ id: table.id, active: table.active }).from(table).where(inArray(table.id, ids));
    const byId = new Map(rows.map((r) => [r.id as number, r.active as number]));
    return ids.map((id) => byId.get(id)!);
  }

  /** activate on every row (inactive ones), then deactivate on all but the last. */
  async function checkActivationActs(kind: BulkKind, table: PgTable & { id: PgColumn; active: PgColumn }, ids: number[]): Promise<void> {
    expect(await ran({ kind, action: 'activate', selection: { ids } })).toMatchObject({ status: 'done', done: ids.length, refused: [] });
    expect(await activeOf(table, ids)).toEqual(ids.map(() => 1));
    await ran({ kind, action: 'deactivate', selection: { ids: ids.slice(0, -1) } });
    expect(await activeOf(table, ids)).toEqual(ids.map((_, i) => (i === ids.length - 1 ? 1 : 0)));
  }

  /** A caller without the list's module: the action is FORBIDDEN and the export 403. */
  async function checkForbidden(kind: BulkKind, action: BulkAction, ids: number[], as: string): Promise<void> {
    expectRefused(await run({ kind, action, selection: { ids } }, as), 'FORBIDDEN');
    expect((await exportOf(`kind=${kind}&format=csv`, as)).statusCode).toBe(403);
  }

  return { run, ran, exportOf, csvLines, idsOf, segmentationValue, segmentedItems, checkSegmentActs, activeOf, checkActivationActs, checkForbidden };
}
