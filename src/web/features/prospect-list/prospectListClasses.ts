import './prospectList.css';

/** Class names of the prospect list screen (styled in prospectList.css). */
export const prospectListClasses = {
  cards: 'fd-prospect-cards',
  cardTitle: 'fd-prospect-card-title',
  cardCount: 'fd-prospect-card-count',
  history: 'fd-prospect-history',
  historyEntry: 'fd-prospect-history-entry',
  historyMeta: 'fd-prospect-history-meta',
} as const;
