import './underwriting.css';

/** The checklist's own classes (underwriting.css). */
export const underwritingClasses = {
  page: 'fd-underwriting',
  toolbar: 'fd-underwriting-toolbar',
  progress: 'fd-underwriting-progress',
  verticals: 'fd-underwriting-verticals',
  vertical: 'fd-underwriting-vertical',
  verticalHeader: 'fd-underwriting-vertical-header',
  tasks: 'fd-underwriting-tasks',
  task: 'fd-underwriting-task',
} as const;
