/** What a record's query tells a FormPage. */
export interface RecordQueryState {
  isLoading: boolean;
  isError: boolean;
  data?: unknown;
}

/**
 * FormPage's loading, failed and missing for an existing record's query; a new record has
 * nothing to load, so its form shows at once.
 */
export function formPageState(editing: boolean, query: RecordQueryState) {
  return {
    loading: editing && query.isLoading,
    failed: editing && query.isError,
    missing: editing && !query.data,
  };
}
