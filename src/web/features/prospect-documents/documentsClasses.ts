import './documents.css';

/** Class names of the documents checklist (styled in documents.css). */
export const documentsClasses = {
  checklist: 'fd-documents-checklist',
} as const;
