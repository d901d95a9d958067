import { useRef, useState } from 'react';
import {
  approvalMessages as M,
  approvalNoteMax,
  ApprovalNoteSchema,
  type ApprovalDecision,
  type ApprovalRow,
} from '../../../shared/contract/approvals';
import { FormDialog } from '../../kit/FormDialog';
import { TextField } from '../../kit/TextField';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useDecideApprovalMutation } from './api';
import { approvalClasses } from './approvalClasses';

export interface DecideApprovalDialogProps {
  row: ApprovalRow;
  decision: ApprovalDecision;
  onClose: () => void;
}

/**
 * Approve or Reject one waiting movement: the question names what posts (or does not), with an
 * optional one-line note. One idempotency key per opened dialog, so a double click decides once. A
 * refusal (the figures changed since it was made) shows as the server's message and the approval
 * stays waiting.
 */
export function DecideApprovalDialog({ row, decision, onClose }: DecideApprovalDialogProps) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [decide, { isLoading }] = useDecideApprovalMutation();
  const key = useRef(crypto.randomUUID());
  const approve = decision === 'approve';
  const title = approve ? M.approve : M.reject;
  const question = (approve ? M.confirmApprove : M.confirmReject)(row.kind_text, row.amount, row.client_name);

  const submit = async () => {
    const checked = ApprovalNoteSchema.safeParse(note);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    try {
      const answer = await decide({
        body: { id: row.id, decision, note: checked.data },
        idempotencyKey: key.current,
      }).unwrap();
      void toastSuccess(title, answer.message);
      onClose();
    } catch (failure) {
      void toastFromError(failure);
    }
  };

  return (
    <FormDialog
      title={title}
      submitText={title}
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={isLoading}
      isDirty={note !== ''}
    >
      <p className={approvalClasses.question}>{question}</p>
      <TextField
        label={M.note}
        name="note"
        value={note}
        maxLength={approvalNoteMax}
        onChange={(value) => {
          setNote(value);
          setError(undefined);
        }}
        disabled={isLoading}
        error={error}
      />
    </FormDialog>
  );
}
