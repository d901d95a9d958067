import { Button, Intent } from '@blueprintjs/core';
import { messages } from '../../shared/messages';
import { AppDialog } from '../kit/AppDialog';

export interface ZeroFundingDialogProps {
  /** The server's offer: the number was funded and nothing is owed on it (docs/decisions/0008-zero-funding.md). */
  message: string;
  /** Fills the invoice from the returned one and locks its number. */
  onAccept: () => void;
  /** Declines: the number is cleared. */
  onClose: () => void;
}

/** The Zero Funding acknowledgement (spec part 2 §4 Schedule of assignment form). */
export function ZeroFundingDialog({ message, onAccept, onClose }: ZeroFundingDialogProps) {
  return (
    <AppDialog
      isOpen
      size="sm"
      role="alertdialog"
      title={messages.schedule.zeroFunding}
      onClose={onClose}
      footer={
        <>
          <Button text={messages.common.cancel} onClick={onClose} />
          <Button
            intent={Intent.PRIMARY}
            text={messages.invoice.screens.acceptZeroFunding}
            onClick={onAccept}
          />
        </>
      }
    >
      <p>{message}</p>
    </AppDialog>
  );
}
