import { describe, expect, it } from 'vitest';
import { acceptAttribute, checkFiles, extensionOf, type FileRules } from '../../../src/web/kit/fileRules';
import { attachmentMaxBytes, fileTypes, maxFilesPerDocumentType } from '../../../src/shared/constants';
import { messages } from '../../../src/shared/messages';

const documents: FileRules = {
  allowedExtensions: fileTypes.prospectDocuments,
  maxBytes: attachmentMaxBytes,
  maxFiles: maxFilesPerDocumentType,
};
const file = (name: string, size = 1000) => ({ name, size });

describe('checkFiles', () => {
  it('accepts files of an allowed type, size and name', () => {
    const result = checkFiles([file('Bank Statement.PDF'), file('id.jpeg', attachmentMaxBytes)], documents);
    expect(result.accepted.map((f) => f.name)).toEqual(['Bank Statement.PDF', 'id.jpeg']);
    expect(result.refusals).toEqual([]);
  });

  it("refuses a type that is not allowed with 'Not Allowed'", () => {
    const result = checkFiles([file('setup.exe'), file('README')], documents);
    expect(result.accepted).toEqual([]);
    expect(result.refusals).toEqual([
      { fileName: 'setup.exe', title: 'Not Allowed', message: 'File type exe is not allowed.' },
      { fileName: 'README', title: 'Not Allowed', message: 'File type README is not allowed.' },
    ]);
  });

  it("refuses a file over the size limit with 'Exceeding Limit', one byte over is too much", () => {
    const result = checkFiles([file('scan.png', attachmentMaxBytes + 1)], documents);
    expect(result.refusals).toEqual([
      {
        fileName: 'scan.png',
        title: 'Exceeding Limit',
        message: 'scan.png size is greater than allowed size.',
      },
    ]);
  });

  it("refuses names with # or & with 'Invalid Filename', keeping the good files", () => {
    const result = checkFiles([file('A&B.pdf'), file('inv#1.pdf'), file('ok.pdf')], documents);
    expect(result.accepted.map((f) => f.name)).toEqual(['ok.pdf']);
    expect(result.refusals.map((r) => [r.title, r.message])).toEqual([
      ['Invalid Filename', 'Filename must not include # or &'],
      ['Invalid Filename', 'Filename must not include # or &'],
    ]);
  });

  it('refuses the whole pick when stored plus picked would pass the maximum', () => {
    expect(checkFiles([file('a.pdf'), file('b.pdf')], documents, 3)).toEqual({
      accepted: [],
      refusals: [{ title: 'Exceeding Limit', message: 'You can upload a maximum of 4 files.' }],
    });
    expect(checkFiles([file('a.pdf')], documents, 3).accepted).toHaveLength(1);
  });

  it('uses the variant texts a screen passes in', () => {
    const invoices: FileRules = {
      allowedExtensions: fileTypes.invoiceAndCollection,
      maxBytes: attachmentMaxBytes,
      maxFiles: 4,
      maxFilesMessage: messages.files.maxFilesAuthorized,
      invalidFilenameMessage: messages.files.invalidFilenameLong,
    };
    expect(checkFiles([file('x&y.pdf')], invoices).refusals[0]?.message).toBe(
      'Filename is invalid, filename must not include # and &',
    );
    expect(
      checkFiles(
        [1, 2, 3, 4, 5].map((n) => file(`${n}.pdf`)),
        invoices,
      ).refusals[0]?.message,
    ).toBe('You are only authorized to upload 4 files.');
    // Word files are fine for prospect documents but not for invoices.
    expect(checkFiles([file('terms.docx')], invoices).refusals[0]?.title).toBe('Not Allowed');
  });

  it('reads extensions and builds the accept attribute', () => {
    expect(extensionOf('archive.tar.GZ')).toBe('gz');
    expect(extensionOf('.env')).toBe('');
    expect(extensionOf('trailing.')).toBe('');
    expect(acceptAttribute(['pdf', '.png'])).toBe('.pdf,.png');
  });
});
