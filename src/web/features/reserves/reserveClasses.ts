import './reserves.css';

/** Class names of the reserves screen (styled in reserves.css). */
export const reserveClasses = {
  cards: 'fd-reserve-cards',
  cardTitle: 'fd-reserve-card-title',
  warning: 'fd-reserve-warning',
  breakdown: 'fd-reserve-breakdown',
} as const;
