import './reports.css';

/** The report pages' own class names (reports.css). */
export const reportClasses = {
  page: 'fd-reports',
  simple: 'fd-reports-simple',
  search: 'fd-reports-search',
  group: 'fd-reports-group',
  cards: 'fd-reports-cards',
  card: 'fd-reports-card',
  cardIcon: 'fd-reports-card-icon',
  cardTitle: 'fd-reports-card-title',
  filters: 'fd-report-filters',
  filterActions: 'fd-report-filter-actions',
  summary: 'fd-report-summary',
  exports: 'fd-report-exports',
  progress: 'fd-report-progress',
  totals: 'fd-report-totals',
} as const;
