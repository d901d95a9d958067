/**
 * Words of the kit's own controls that the spec does not quote (button captions, aria labels).
 * Ours; candidates for src/shared/messages.ts (see the kit's hand-over notes). Spec texts always
 * come from the message catalogue, never from here.
 */
export const kitText = {
  search: 'Search',
  columns: 'Columns',
  legend: 'Legend',
  breadcrumb: 'Breadcrumb',
  actions: 'Actions',
  rowsPerPage: 'Rows per page',
  pageOf: (page: number, lastPage: number): string => `Page ${page} of ${lastPage}`,
  range: (first: number, last: number, total: number): string => `${first}–${last} of ${total}`,
  goToPage: 'Go to page',
  go: 'Go',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  selectAll: 'Select all rows on this page',
  selectRow: 'Select row',
  loading: 'Loading',
  yes: 'Yes',
  no: 'No',
  confirm: 'Confirm',
  cancel: 'Cancel',
  close: 'Close',
  delete: 'Delete',
  view: 'View',
  chooseFiles: 'Choose files',
  chooseFile: 'Choose file',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  select: 'Select…',
  countryCode: 'Country code',
  dateFormatHint: 'mm/dd/yyyy',
  outOfRange: 'Out of range',
  invalidDate: 'Invalid date',
} as const;
