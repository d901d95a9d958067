import { Link } from 'react-router-dom';
import type { TermSheetOwner } from '../../../shared/contract/termSheets';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { AppDialog } from '../../kit/AppDialog';
import { CompactTable } from '../../kit/CompactTable';

const M = messages.termSheets;

export interface OwnersDialogProps {
  isOpen: boolean;
  owners: readonly TermSheetOwner[];
  prospectId: number;
  termId: number | null;
  onClose: () => void;
}

function statusText(owner: TermSheetOwner): string {
  switch (owner.signature_status) {
    case 'signed':
      return M.signedOn(formatUsDate(owner.signed_at ? new Date(owner.signed_at) : null));
    case 'awaiting':
      return M.awaiting;
    case 'voided':
      return M.voided;
    case 'not_sent':
      return M.notSent;
  }
}

/** The owners with their signature status; a signed one opens its signed term sheet. */
export function OwnersDialog({ isOpen, owners, prospectId, termId, onClose }: OwnersDialogProps) {
  return (
    <AppDialog isOpen={isOpen} title={M.ownersTitle} onClose={onClose}>
      <CompactTable
        label={M.ownersTitle}
        rows={owners}
        rowKey={(owner) => owner.id}
        fill
        columns={[
          { title: M.ownerName, cell: (owner) => owner.name },
          { title: M.signatureStatus, cell: statusText },
          {
            title: M.signedTermSheet,
            cell: (owner) =>
              owner.signature_status === 'signed' ? (
                <Link
                  to="/SignedTermSheet"
                  state={{
                    owner_id: owner.id,
                    term_id: owner.term_sheet_id ?? termId,
                    prospect_id: prospectId,
                  }}
                >
                  {M.viewSigned}
                </Link>
              ) : null,
          },
        ]}
      />
    </AppDialog>
  );
}
