import { useId } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { messages } from '../../../shared/messages';
import { AppDialog } from '../../kit/AppDialog';
import { CreditRequestFields } from './CreditRequestFields';
import type { CreditRequestKind } from './kinds';
import { useCreditRequestForm } from './useCreditRequestForm';

export interface AddCreditRequestDialogProps {
  kind: CreditRequestKind;
  /** A client user's own company: chosen by itself, the field locked. */
  ownCompany: boolean;
  onClose: () => void;
}

/** Add New Request (spec part 2 §2, §5 Credit requests) over the list of its kind. */
export function AddCreditRequestDialog({ kind, ownCompany, onClose }: AddCreditRequestDialogProps) {
  const form = useCreditRequestForm(kind, onClose);
  const formId = useId();
  return (
    <AppDialog
      isOpen
      title={messages.creditRequest.addNew}
      onClose={onClose}
      isDirty={form.isDirty}
      footer={
        <>
          <Button text={messages.common.cancel} onClick={onClose} disabled={form.saving} />
          <Button
            type="submit"
            form={formId}
            intent={Intent.PRIMARY}
            text={messages.common.save}
            loading={form.saving}
            disabled={form.warning !== null}
          />
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <CreditRequestFields form={form} ownCompany={ownCompany} />
      </form>
    </AppDialog>
  );
}
