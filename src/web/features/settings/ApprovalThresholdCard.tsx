import { useState } from 'react';
import { Button, Card, Classes, H5, Intent } from '@blueprintjs/core';
import { approvalMessages as M } from '../../../shared/contract/approvals';
import { messages } from '../../../shared/messages';
import { ApprovalThresholdRequestSchema } from '../../../shared/contract/settings';
import { MoneyField } from '../../kit/MoneyField';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useApprovalThresholdQuery, useSaveApprovalThresholdMutation } from './api';

/**
 * The admin's approval threshold (docs/decisions/0029): releases and payments above it wait for a
 * second staff member; blank switches approvals off. Checked with the request's own schema before
 * it is sent.
 */
export function ApprovalThresholdCard() {
  const { data } = useApprovalThresholdQuery({});
  const [save, { isLoading }] = useSaveApprovalThresholdMutation();
  const stored = data?.approval_threshold ?? '';
  // What the admin typed; null until then, the stored value showing.
  const [edited, setEdited] = useState<string | null>(null);
  const value = edited ?? stored;
  const [error, setError] = useState<string | undefined>(undefined);

  const submit = () => {
    const checked = ApprovalThresholdRequestSchema.safeParse({ approval_threshold: value });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? M.thresholdInvalid);
      return;
    }
    save({ approval_threshold: checked.data.approval_threshold })
      .unwrap()
      .then((answer) => {
        setEdited(null);
        return toastSuccess(M.threshold, answer.message);
      })
      .catch((failure: unknown) => toastFromError(failure));
  };

  return (
    <Card>
      <H5>{M.threshold}</H5>
      <p className={Classes.TEXT_MUTED}>{M.thresholdDescription}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <MoneyField
          label={M.threshold}
          name="approval_threshold"
          value={value}
          onChange={(next) => {
            setEdited(next);
            setError(undefined);
          }}
          disabled={isLoading}
          error={error}
        />
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          text={messages.common.save}
          loading={isLoading}
          disabled={value === stored}
        />
      </form>
    </Card>
  );
}
