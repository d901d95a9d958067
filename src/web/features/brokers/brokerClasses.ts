import './brokers.css';

/** Class names of the broker screens' own layout (styled in brokers.css). */
export const brokerClasses = {
  partnership: 'fd-broker-partnership',
  partnershipActions: 'fd-broker-partnership-actions',
  facts: 'fd-broker-facts',
  agreement: 'fd-broker-agreement',
  clauses: 'fd-broker-clauses',
  partnerNotice: 'fd-broker-partner-notice',
  backLink: 'fd-broker-back-link',
} as const;
