import './unappliedCash.css';

/** Class names of the unapplied cash screen (styled in unappliedCash.css). */
export const unappliedCashClasses = {
  cards: 'fd-uc-cards',
  cardTitle: 'fd-uc-card-title',
  toolbar: 'fd-uc-toolbar',
} as const;
