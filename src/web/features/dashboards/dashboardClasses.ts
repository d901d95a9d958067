import './dashboards.css';

/** Class names of the dashboards (styled in dashboards.css). */
export const dashboardClasses = {
  page: 'fd-dashboard',
  filters: 'fd-dashboard-filters',
  cards: 'fd-dashboard-cards',
  card: 'fd-dashboard-card',
  cardTitle: 'fd-dashboard-card-title',
  cardFigure: 'fd-dashboard-card-figure',
  charts: 'fd-dashboard-charts',
  chart: 'fd-dashboard-chart',
  concentration: 'fd-dashboard-concentration',
  debtorRow: 'fd-dashboard-debtor-row',
  numeric: 'fd-dashboard-numeric',
  debtor: 'fd-debtor-dashboard',
  greeting: 'fd-debtor-greeting',
  progressCards: 'fd-debtor-progress-cards',
  progressCard: 'fd-debtor-progress-card',
  progressFigure: 'fd-debtor-progress-figure',
  recent: 'fd-debtor-recent',
} as const;
