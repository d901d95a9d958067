import { describe, expect, it } from 'vitest';
import {
  checkDocumentFiles,
  documentFileProblem,
  prospectDocumentTypes,
  ProspectDocumentTypeSchema,
} from '../../../src/shared/validation/application';
import { attachmentMaxBytes } from '../../../src/shared/constants';

const file = (name: string, size = 1000) => ({ name, size });

describe('application step 6: Documents Checklist', () => {
  it('has the 17 document types', () => {
    expect(prospectDocumentTypes).toHaveLength(17);
    expect(ProspectDocumentTypeSchema.safeParse('Voided Check').success).toBe(true);
    expect(ProspectDocumentTypeSchema.safeParse('Selfie').success).toBe(false);
  });

  it('allows pdf, doc, docx, xls, xlsx, png, jpg and jpeg, whatever the case', () => {
    for (const extension of ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'png', 'jpg', 'JPEG']) {
      expect(documentFileProblem(file(`statement.${extension}`)), extension).toBeNull();
    }
    expect(documentFileProblem(file('script.exe'))).toEqual({
      title: 'Not Allowed',
      message: 'File type exe is not allowed.',
      fileName: 'script.exe',
    });
  });

  it('refuses a file over 3 MB and accepts one of exactly 3 MB', () => {
    expect(documentFileProblem(file('big.pdf', attachmentMaxBytes))).toBeNull();
    expect(documentFileProblem(file('big.pdf', attachmentMaxBytes + 1))).toEqual({
      title: 'Exceeding Limit',
      message: 'big.pdf size is greater than allowed size.',
      fileName: 'big.pdf',
    });
  });

  it('refuses a file name holding # or &', () => {
    for (const name of ['a#b.pdf', 'tom&jerry.pdf']) {
      expect(documentFileProblem(file(name))).toEqual({
        title: 'Invalid Filename',
        message: 'Filename must not include # or &',
        fileName: name,
      });
    }
  });

  it('takes at most 4 files per document type, counting those stored', () => {
    const four = ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf'].map((name) => file(name));
    expect(checkDocumentFiles(0, four)).toEqual({ accepted: four, problems: [] });
    const refused = {
      accepted: [],
      problems: [
        { title: 'Exceeding Limit', message: 'You can upload a maximum of 4 files.', fileName: null },
      ],
    };
    expect(checkDocumentFiles(1, four)).toEqual(refused);
    expect(checkDocumentFiles(4, [file('e.pdf')])).toEqual(refused);
    expect(checkDocumentFiles(4, [])).toEqual({ accepted: [], problems: [] });
  });

  it('accepts the good files of a choice and reports the others', () => {
    const good = file('good.pdf');
    const result = checkDocumentFiles(1, [good, file('bad.exe'), file('a&b.pdf')]);
    expect(result.accepted).toEqual([good]);
    expect(result.problems.map((p) => p.title)).toEqual(['Not Allowed', 'Invalid Filename']);
  });
});
