import './formGrid.css';

/** Class names of a form's two-column layout (styled in formGrid.css); the foot is the kit's FormActions. */
export const formGrid = {
  grid: 'fd-form-grid',
  wide: 'fd-form-grid-wide',
} as const;
