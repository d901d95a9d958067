import { Button } from '@blueprintjs/core';
import type { ProspectDocument } from '../../../shared/contract/prospectDocuments';
import { messages } from '../../../shared/messages';
import { documentTypes } from '../../../shared/validation/documentChecklist';
import { openInNewTab } from '../../api/openInNewTab';
import { AppDialog } from '../../kit/AppDialog';
import { CompactTable } from '../../kit/CompactTable';
import { useClientDocumentUrlMutation } from './api';

const C = messages.clients;

export interface ClientDocumentsDialogProps {
  clientId: number;
  documents: readonly ProspectDocument[];
  onClose: () => void;
}

/**
 * The Documents card (spec part 1 §2.5): each checklist type with its files by name, each with a
 * View link that opens it in a new tab, or 'No Attachment'.
 */
export function ClientDocumentsDialog({ clientId, documents, onClose }: ClientDocumentsDialogProps) {
  const [fetchFile] = useClientDocumentUrlMutation();
  const view = (document: ProspectDocument) =>
    openInNewTab(() => fetchFile({ prospect_id: clientId, blobName: document.attachment_path }).unwrap());
  const rows = documentTypes.map((type) => ({
    type,
    files: documents.filter((document) => document.attachment_type === type),
  }));
  return (
    <AppDialog isOpen title={messages.client.cards.documents} size="lg" onClose={onClose}>
      <CompactTable
        label={C.documents}
        fill
        rows={rows}
        rowKey={(row) => row.type}
        columns={[
          { title: C.documents, cell: (row) => row.type },
          {
            title: C.view,
            cell: (row) =>
              row.files.length === 0
                ? C.noAttachment
                : row.files.map((file) => (
                    <Button
                      key={file.id}
                      variant="minimal"
                      icon="share"
                      text={`${file.name} (${C.view})`}
                      onClick={() => void view(file)}
                    />
                  )),
          },
        ]}
      />
    </AppDialog>
  );
}
