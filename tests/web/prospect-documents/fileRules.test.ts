import { describe, expect, it } from 'vitest';
import { checkFiles } from '../../../src/web/kit/fileRules';
import {
  documentChecklistRules,
  documentFileProblem,
} from '../../../src/shared/validation/documentChecklist';

/**
 * The browser checks a pick with the kit's checkFiles; the server checks each file again with
 * documentFileProblem. A file one side takes and the other refuses would be a confusing upload.
 */
describe('the documents checklist rules in the browser and on the server', () => {
  const samples = [
    { name: 'passport.pdf', size: 1024 },
    { name: 'Statement.XLSX', size: 2_999_999 },
    { name: 'check.jpeg', size: 3_000_000 },
    { name: 'big.pdf', size: 3_000_001 },
    { name: 'big.pdf', size: 3_100_000 },
    { name: 'Q1 #2.pdf', size: 10 },
    { name: 'Smith & Sons.docx', size: 10 },
    { name: 'setup.exe', size: 10 },
    { name: 'notes.txt', size: 10 },
    { name: 'scan.gif', size: 10 },
    { name: 'no-extension', size: 10 },
    { name: 'legacy.doc', size: 10 },
    { name: 'legacy.xls', size: 10 },
  ];

  it.each(samples)('agree on $name of $size bytes', (file) => {
    const browser = checkFiles([file], documentChecklistRules).refusals[0]?.message ?? null;
    expect(documentFileProblem(file)).toBe(browser);
  });

  it('refuse a file of 3.1 MB and take one of exactly 3 MB', () => {
    expect(documentFileProblem({ name: 'a.pdf', size: 3_100_000 })).toBe(
      'a.pdf size is greater than allowed size.',
    );
    expect(documentFileProblem({ name: 'a.pdf', size: 3_000_000 })).toBeNull();
  });
});
