import './approvals.css';

/** Class names of the approvals screen (styled in approvals.css). */
export const approvalClasses = {
  cards: 'fd-approval-cards',
  cardTitle: 'fd-approval-card-title',
  actions: 'fd-approval-actions',
  question: 'fd-approval-question',
} as const;
