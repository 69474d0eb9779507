/**
 * What an edit form sends back with its save: the updated_at of the record it loaded. The server
 * refuses the save (CONFLICT, asking to reload) when someone else saved the record in between,
 * instead of one admin silently overwriting the other. A type, not an interface: it goes into
 * GraphQL variables (a Record<string, unknown>).
 */
export type RecordVersion = { updated_at?: string };

/**
 * FormPage's `record`, from the record's query and the form values mapped from it: the query's
 * state, the values, and the record's version, which FormPage hands to onSave.
 */
export function formRecord<V>(
  query: { isPending: boolean; isError: boolean; data?: { updated_at: string } | null },
  data: V | null | undefined,
  notFound = false,
) {
  return { isPending: query.isPending, isError: query.isError || notFound, notFound, data, updated_at: query.data?.updated_at };
}
