import type { BulkAction, BulkKind } from '@backoffice/domain/bulk';
import type { BulkParams } from '@backoffice/domain/schemas/bulk';
import type { Config } from '../../config.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Db } from '../db/client.ts';
import type { ListFilter } from '../db/paged-list.ts';
import type { FileStorage } from '../files/storage.ts';
import type { ReportColumn } from '../reports/report-stream.ts';

export interface BulkDeps {
  db: Db;
  files: FileStorage;
}

/**
 * An action on one record, with that record's own rules: a refusal is a UserError, whose message
 * is the reason listed beside the id; false (nothing to act on) reads as not found.
 */
export type BulkAct = (deps: BulkDeps, user: CurrentUser, id: number, params: BulkParams) => Promise<unknown>;

/** The filter of a list screen: its search and order, the parent some lists hang on, and the audit log's action. */
export type BulkFilter = ListFilter & { parent?: number | null; action?: string | null };

/**
 * A list that selects rows and acts on many (issue 26): how its filter finds ids, how its rows
 * read for an export, and what each action does to one record. The module and the actions it
 * allows are the domain's (BULK_KINDS).
 */
export interface BulkTarget<TView extends { id: number } = { id: number }> {
  kind: BulkKind;
  /** Every id the list's filter finds, in its order. */
  ids(db: Db, filter: BulkFilter): Promise<number[]>;
  /** The rows of these ids, in that order, as the export reads them. */
  rows(db: Db, ids: readonly number[]): Promise<TView[]>;
  /** The export's columns: the list's own, then the entity's main fields. */
  columns: ReportColumn<TView>[];
  acts: Partial<Record<BulkAction, BulkAct>>;
  /**
   * A rule of access beyond the kind's module, throwing its refusal: the audit log is for super
   * administrators only; the video library is closed while an external platform holds the videos.
   */
  assertAccess?(user: CurrentUser, config: Config): void;
}

/** A target of any row type, as the registry holds them (each is checked where it is declared). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBulkTarget = BulkTarget<any>;

/** Declares a target, typing its columns by its rows. */
export const bulkTarget = <TView extends { id: number }>(target: BulkTarget<TView>): BulkTarget<TView> => target;
