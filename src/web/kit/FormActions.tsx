import { Button, Intent } from '@blueprintjs/core';
import { messages } from '../../shared/messages';
import { kitClasses } from './kitClasses';
import './kit.css';

export interface FormActionsProps {
  /** Whether the save is on its way: Save spins and Cancel waits for it. */
  saving: boolean;
  /** Leaves the form (Cancel, or Back when read-only); without it only Save shows. */
  onCancel?: () => void;
  /** A form the user may only look at: Back instead of Cancel, and no Save. */
  readOnly?: boolean;
  /** Caption of the submit button (default 'Save'). */
  saveLabel?: string;
  /** Keeps Save off, e.g. until something changed. */
  saveDisabled?: boolean;
}

/** The foot of a form, at its right: Cancel (or Back) and the primary submit button. */
export function FormActions({
  saving,
  onCancel,
  readOnly = false,
  saveLabel = messages.common.save,
  saveDisabled,
}: FormActionsProps) {
  return (
    <div className={kitClasses.formActions}>
      {onCancel && (
        <Button
          text={readOnly ? messages.common.back : messages.common.cancel}
          onClick={onCancel}
          disabled={saving}
        />
      )}
      {!readOnly && (
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          text={saveLabel}
          loading={saving}
          disabled={saveDisabled}
        />
      )}
    </div>
  );
}
