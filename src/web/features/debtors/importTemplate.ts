import { saveBlob } from '../../api/objectUrl';
import { importTemplateCsv } from '../../../shared/validation/debtorImport';

/** The template's file name. */
export const importTemplateName = 'debtors-template.csv';

/** Saves the import template (the header and one example row) through the browser's download. */
export function downloadImportTemplate(): void {
  saveBlob(new Blob([importTemplateCsv()], { type: 'text/csv' }), importTemplateName);
}
