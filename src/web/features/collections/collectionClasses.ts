import './collections.css';

/** Class names of the collection screens (styled in collections.css). */
export const collectionClasses = {
  typeCards: 'fd-collection-types',
  typeCard: 'fd-collection-type',
  problems: 'fd-collection-problems',
  selectedCount: 'fd-collection-selected',
  notes: 'fd-collection-notes',
  cellLabel: 'fd-collection-cell-label',
} as const;
