import {
  prospectDocumentEndpoints as e,
  type ProspectDocument,
} from '../../src/shared/contract/prospectDocuments';
import { messages } from '../../src/shared/messages';
import type { FakeHandler } from '../shell/fakeApi';
import { answering, isFakeForm } from '../users/fakeServer';

/** A draft token as the public applicant holds it. */
export const draftToken = 'Xq7vR2mLp9sT4wYb8nC3dF6gH1jK5zAe';

/** A stored file of the checklist; its path carries the store's 13-character prefix. */
export function storedDocument(id: number, attachmentType: string, name: string): ProspectDocument {
  return {
    id,
    attachment_type: attachmentType,
    attachment_path: `prospect-documents/12/Pf${String(id).padStart(11, '0')}${name}`,
    name,
    created_at: '2026-01-05T10:00:00.000Z',
  };
}

/**
 * The checklist calls, answered from a list kept like the server keeps it: uploads add to it (4
 * per type at most), deletes take from it, and every body is first checked against the contract.
 */
export function checklistHandlers(initial: readonly ProspectDocument[]): Record<string, FakeHandler> {
  let documents = [...initial];
  let nextId = 100;
  const answer = (message?: string) => ({
    body: { status: true, ...(message ? { message } : {}), underwriting_documents: documents },
  });
  const refuse = (message: string) => ({ status: 400, body: { status: false, message } });
  return {
    'prospect/attachment/fetch': answering(e.fetchDocuments, () => answer()),
    // The contract checks the fields; the file is read from the form beside them.
    'prospect/attachment/save': (raw) =>
      answering(e.saveDocuments, ({ attachment_type }) => {
        const file = isFakeForm(raw) ? raw.files['attachment_path[]'] : undefined;
        if (!file) return refuse(messages.files.fileRequired);
        if (documents.filter((d) => d.attachment_type === attachment_type).length >= 4) {
          return refuse(messages.files.maxFiles);
        }
        documents = [...documents, storedDocument(nextId++, attachment_type, file.name)];
        return answer(messages.files.uploaded);
      })(raw),
    'prospect/attachment/delete': answering(e.deleteDocument, ({ id }) => {
      if (!documents.some((d) => d.id === id)) {
        return { status: 404, body: { status: false, message: messages.http.notFound } };
      }
      documents = documents.filter((d) => d.id !== id);
      return answer(messages.files.deletedMessage);
    }),
    'prospect/attachment/blob': answering(e.viewDocument, () => ({ body: '%PDF-1.4' })),
  };
}
