import { importTemplateCsv } from '../../../shared/validation/debtorImport';

/** The template's file name. */
export const importTemplateName = 'debtors-template.csv';

/** Saves the import template (the header and one example row) through the browser's download. */
export function downloadImportTemplate(): void {
  const url = URL.createObjectURL(new Blob([importTemplateCsv()], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = importTemplateName;
  link.click();
  URL.revokeObjectURL(url);
}
