import './workflows.css';

/** Class names of the schedule workflow dialogs (styled in workflows.css). */
export const workflowClasses = {
  body: 'fd-workflow-body',
  totals: 'fd-workflow-totals',
  hint: 'fd-workflow-hint',
} as const;
