/** The prospect's documents checklist, shown by the application wizard and the client's page. */
export { DocumentsChecklist } from './DocumentsChecklist';
