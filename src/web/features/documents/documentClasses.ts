import './documents.css';

/** The Documents screens' own class names (documents.css). */
export const documentClasses = {
  dateFilter: 'fd-document-date-filter',
} as const;
