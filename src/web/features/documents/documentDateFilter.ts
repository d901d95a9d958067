import {
  defaultDocumentDateKeyword,
  documentDatePresets,
  type DocumentDatePreset,
} from '../../../shared/contract/documents';
import type { IsoDate } from '../../../shared/dates';
import { documentMessages as M } from '../../../shared/messages/documents';

/** The date filter's choices (spec part 3 §5 Documents): the presets, then Date Range. */
export const dateFilterChoices = [...documentDatePresets, 'dateRange'] as const;
export type DateFilterChoice = (typeof dateFilterChoices)[number];

/** What the date filter holds: the choice, and a Date Range's days ('' until picked). */
export interface DocumentDateFilter {
  choice: DateFilterChoice;
  from: IsoDate;
  to: IsoDate;
}

/** Last 30 Days until the user chooses. */
export const initialDateFilter: DocumentDateFilter = { choice: defaultDocumentDateKeyword, from: '', to: '' };

/** Whether a Date Range ends before it starts. */
export function endsBeforeStart(filter: DocumentDateFilter): boolean {
  return filter.choice === 'dateRange' && filter.from !== '' && filter.to !== '' && filter.to < filter.from;
}

/**
 * The `date_keyword` the filter asks for: a preset as is, a Date Range as 'start,end'; null while a
 * Date Range lacks a day or ends before it starts (the list keeps what it last showed).
 */
export function dateKeywordOf(filter: DocumentDateFilter): DocumentDatePreset | `${string},${string}` | null {
  if (filter.choice !== 'dateRange') return filter.choice;
  if (filter.from === '' || filter.to === '' || endsBeforeStart(filter)) return null;
  return `${filter.from},${filter.to}`;
}

/** The label of a choice. */
export function dateFilterLabel(choice: DateFilterChoice): string {
  return M.dateFilters[choice];
}
