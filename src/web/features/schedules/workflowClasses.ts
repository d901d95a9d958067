import { kitClasses } from '../../kit/kitClasses';
import './workflows.css';

/** Class names of the schedule workflow dialogs (styled in workflows.css). */
export const workflowClasses = {
  body: 'fd-workflow-body',
  totals: `${kitClasses.figures} ${kitClasses.facts}`,
  hint: 'fd-workflow-hint',
} as const;
