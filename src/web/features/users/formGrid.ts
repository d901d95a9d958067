import './formGrid.css';

/** Class names of the user and profile forms' layout (styled in formGrid.css). */
export const formGrid = {
  grid: 'fd-form-grid',
  wide: 'fd-form-grid-wide',
  actions: 'fd-form-actions',
} as const;
