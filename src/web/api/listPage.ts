/** One page of a list, as every list endpoint answers it (`data`, `total`, `last_page`…). */
export interface ListAnswer<Row> {
  data: Row[];
  total: number;
  total_estimated?: boolean;
  last_page: number;
}

/**
 * The DataTable props that show one page of a list answer: its rows, counts and last page, and
 * whether a (re)fetch is under way. Before the first answer the table shows its loading state.
 */
export function pageProps<Row>(answer: ListAnswer<Row> | undefined, loading: boolean) {
  return {
    rows: answer?.data,
    total: answer?.total ?? 0,
    totalEstimated: answer?.total_estimated,
    lastPage: answer?.last_page ?? 1,
    loading,
  };
}
