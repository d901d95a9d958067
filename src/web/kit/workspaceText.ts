/**
 * Ours: the words of the staff workspace's own controls (the spec writes none for them). The
 * actions label counts the selected rows: 'Actions (2 selected)'.
 */
export const workspaceText = {
  actionsSelected: (label: string, count: number): string =>
    count > 0 ? `${label} (${count} selected)` : label,
  openFullPage: 'Open full page',
  closePanel: 'Close the detail panel',
  splitter: 'Resize the list and its detail',
  detailOf: (title: string): string => `Detail: ${title}`,
  shortcutsGroup: 'List',
  nextRow: 'Next row',
  previousRow: 'Previous row',
  openRow: 'Open the row in the detail panel',
  closeRow: 'Close the detail panel',
  bigTable: (label: string | undefined): string => label ?? 'Rows',
} as const;
