import { Button, Classes } from '@blueprintjs/core';
import { messages } from '../../../shared/messages';
import type { ProspectDocument } from '../../../shared/contract/prospectDocuments';
import { documentTypes } from '../../../shared/validation/documentChecklist';
import { serverMessageOf } from '../../api/serverMessage';
import { EmptyState } from '../../kit/EmptyState';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { useProspectDocumentsQuery } from './api';
import { DocumentTypeFiles } from './DocumentTypeFiles';
import { documentsClasses } from './documentsClasses';
import { useViewDocument } from './useViewDocument';

/** The wizard's sixth step: the 17-type documents checklist of one application. */
export interface DocumentsChecklistProps {
  /** The draft token (public applicant) or the numeric prospect id (staff). */
  prospect: string | number;
  /** Staff working on behalf of a company send it with every call. */
  companyId?: number | null;
  /** The step shows files but refuses changes once the application is submitted. */
  readOnly?: boolean;
}

function byType(documents: readonly ProspectDocument[]): Map<string, ProspectDocument[]> {
  const groups = new Map<string, ProspectDocument[]>();
  for (const document of documents) {
    groups.set(document.attachment_type, [...(groups.get(document.attachment_type) ?? []), document]);
  }
  return groups;
}

export function DocumentsChecklist({
  prospect,
  companyId = null,
  readOnly = false,
}: DocumentsChecklistProps) {
  const { data, error, isLoading, refetch } = useProspectDocumentsQuery({ prospect_id: prospect });
  const handleView = useViewDocument(prospect);

  if (isLoading) return <LoadingBlock />;
  if (!data) {
    return (
      <EmptyState
        icon="error"
        title={messages.titles.error}
        description={serverMessageOf(error) ?? messages.generic.serverError}
        action={<Button text={messages.common.tryAgain} onClick={() => void refetch()} />}
      />
    );
  }

  const groups = byType(data.underwriting_documents);
  return (
    <section aria-label={messages.prospect.steps[5]}>
      {!readOnly && <p className={Classes.TEXT_MUTED}>{messages.prospect.documents.hint}</p>}
      <div className={documentsClasses.checklist}>
        {documentTypes.map((documentType) => (
          <DocumentTypeFiles
            key={documentType}
            prospect={prospect}
            companyId={companyId}
            documentType={documentType}
            documents={groups.get(documentType) ?? []}
            readOnly={readOnly}
            onView={(document) => void handleView(document)}
          />
        ))}
      </div>
    </section>
  );
}
