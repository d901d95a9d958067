import { Button } from '@blueprintjs/core';
import { useCallback } from 'react';
import type { ContractDocument } from '../../../shared/contract/clientProfile';
import { messages } from '../../../shared/messages';
import { contractDocumentKinds } from '../../../shared/validation/clientContractDocuments';
import { openInNewTab } from '../../api/openInNewTab';
import { serverMessageOf } from '../../api/serverMessage';
import { EmptyState } from '../../kit/EmptyState';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { useContractDocumentsQuery, useContractDocumentUrlMutation } from './api';
import { ContractDocumentFile } from './ContractDocumentFile';

export interface ContractDocumentsTabProps {
  /** The client whose contract documents the tab keeps. */
  clientId: number;
}

/** The Contract Documents tab: W9, 8821 and the factoring agreement, one file each (spec part 3 §3). */
export function ContractDocumentsTab({ clientId }: ContractDocumentsTabProps) {
  const { data: documents, error, isLoading, refetch } = useContractDocumentsQuery({ prospect_id: clientId });
  const [fetchFile] = useContractDocumentUrlMutation();
  const handleView = useCallback(
    (document: ContractDocument) =>
      void openInNewTab(() => fetchFile({ prospect_id: clientId, id: document.id }).unwrap()),
    [fetchFile, clientId],
  );

  if (isLoading) return <LoadingBlock />;
  if (!documents) {
    return (
      <EmptyState
        icon="error"
        title={messages.titles.error}
        description={serverMessageOf(error) ?? messages.generic.serverError}
        action={<Button text={messages.common.tryAgain} onClick={() => void refetch()} />}
      />
    );
  }

  return (
    <section aria-label={messages.clientProfile.contractDocuments}>
      {contractDocumentKinds.map((kind) => (
        <ContractDocumentFile
          key={kind}
          clientId={clientId}
          kind={kind}
          document={documents.find((document) => document.kind === kind)}
          onView={handleView}
        />
      ))}
    </section>
  );
}
