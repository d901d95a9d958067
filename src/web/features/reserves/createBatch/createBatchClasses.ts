import './createBatch.css';

/** Class names of Create RR Batch (styled in createBatch.css). */
export const createBatchClasses = {
  section: 'fd-rr-section',
  totalRow: 'fd-rr-total',
  problems: 'fd-rr-problems',
  breakdownFigures: 'fd-rr-breakdown-figures',
  breakdownActions: 'fd-rr-breakdown-actions',
} as const;
