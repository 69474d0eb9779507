/** A batch import's state; 'interrupted' is a 'running' one whose heartbeat stopped. */
export type ImportRunStatus = 'running' | 'done' | 'failed' | 'interrupted';

/** A run as GET {import route}/runs answers it and the import screens list it. */
export interface ImportRunInfo {
  id: number;
  file_name: string;
  status: ImportRunStatus;
  rows_done: number;
  rows_created: number;
  rows_failed: number;
  requested_by: { id: number; name: string } | null;
  /** The administrator who ran it under 'log in as', if any. */
  requested_by_actor: { id: number; name: string } | null;
  started_at: string;
  finished_at: string | null;
}

/** One refused line of an import file: its number (the header is line 1), the value as typed, why. */
export interface ImportRowError {
  row: number;
  value: string;
  error: string;
}

/** What a record import answers (e.g. the real-estate base): records created (and updated), refused lines. */
export interface ImportResult {
  created: number;
  updated?: number;
  errors: ImportRowError[];
}

/** What import-users-from-dashboard answers. */
export interface NewUsersImportResult {
  users_created: number;
  users_error: ImportRowError[];
}
