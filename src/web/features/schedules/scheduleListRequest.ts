import { scheduleSortColumns, type ScheduleSortColumn } from '../../../shared/contract/schedules';
import type { TableRequest } from '../../kit/useTableQuery';

/** schedule/fetch's body for the table's request: the spec names its sort sortBy/sortDesc and its toggle deleted. */
export function scheduleListRequest(request: TableRequest) {
  const sortBy = scheduleSortColumns.find(
    (column): column is ScheduleSortColumn => column === request.sort_by,
  );
  return {
    page: request.page,
    per_page: request.per_page,
    search_text: request.search_text,
    deleted: request.show_all === true,
    is_funding: false,
    ...(sortBy === undefined ? {} : { sortBy, sortDesc: request.sort_desc ?? false }),
  };
}
