/**
 * Class names the kit defines itself (styled in kit.css). Blueprint's own classes always come from
 * its `Classes.*` constants; these are only for what Blueprint does not offer.
 */
export const kitClasses = {
  toaster: 'fd-toaster',
  toastBody: 'fd-toast-body',
  toastTitle: 'fd-toast-title',
  dialog: 'fd-dialog',
  dialogSize: { md: 'fd-dialog-md', lg: 'fd-dialog-lg', xl: 'fd-dialog-xl' },
  table: 'fd-table',
  tableToolbar: 'fd-table-toolbar',
  tableToolbarSpacer: 'fd-table-toolbar-spacer',
  tableScroll: 'fd-table-scroll',
  tableFooter: 'fd-table-footer',
  tableRowClickable: 'fd-row-clickable',
  tableCheckCell: 'fd-check-cell',
  sortable: 'fd-sortable',
  rowState: { deleted: 'fd-row-deleted', terminated: 'fd-row-terminated', inactive: 'fd-row-inactive' },
  legend: 'fd-legend',
  legendSwatch: 'fd-legend-swatch',
  pageHeader: 'fd-page-header',
  pageHeaderTitle: 'fd-page-header-title',
  pageHeaderActions: 'fd-page-header-actions',
  loadingBlock: 'fd-loading-block',
  fileList: 'fd-file-list',
  fileDrop: 'fd-file-drop',
  columnChooser: 'fd-column-chooser',
  pageJump: 'fd-page-jump',
  pageJumpRow: 'fd-page-jump-row',
  requiredMark: 'fd-required-mark',
  formActions: 'fd-form-actions',
} as const;
