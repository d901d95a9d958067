import './wizard.css';

/** Class names of the wizard's layout (styled in wizard.css); Blueprint's own come from Classes.*. */
export const wizardClasses = {
  wizard: 'fd-wizard',
  header: 'fd-wizard-header',
  heading: 'fd-wizard-heading',
  ring: 'fd-wizard-ring',
  ringValue: 'fd-wizard-ring-value',
  steps: 'fd-wizard-steps',
  stepCurrent: 'fd-wizard-step-current',
  stepDone: 'fd-wizard-step-done',
  row: 'fd-wizard-row',
  rowHeader: 'fd-wizard-row-header',
  rowsFooter: 'fd-wizard-rows-footer',
  actionsSpacer: 'fd-wizard-actions-spacer',
  frontline: 'fd-wizard-frontline',
} as const;
