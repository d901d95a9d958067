import type { ReactNode } from 'react';
import { Card } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { FormActions } from './FormActions';

export interface RecordFormProps {
  /** The form's accessible name: 'Edit User'. */
  label: string;
  /** Runs on Save (the browser's own submit is stopped). */
  onSubmit: () => Promise<void> | void;
  /** Whether the save is on its way. */
  saving: boolean;
  /** A record the user may only look at: Back instead of Cancel, and no Save. */
  readOnly: boolean;
  /** Keeps Save off (e.g. while a rule blocks the save). */
  saveDisabled?: boolean;
  /** The list Cancel (or Back) returns to: '/userindex'. */
  cancelTo: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * A record's Add/Edit form on its page: a card holding the fields, then Cancel (or Back) to the
 * list and Save. Every record page's form looks and leaves alike, so the frame lives here once.
 */
export function RecordForm({
  label,
  onSubmit,
  saving,
  readOnly,
  saveDisabled,
  cancelTo,
  children,
}: RecordFormProps) {
  const navigate = useNavigate();
  return (
    <Card>
      <form
        noValidate
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        {children}
        <FormActions
          saving={saving}
          readOnly={readOnly}
          saveDisabled={saveDisabled}
          onCancel={() => navigate(cancelTo)}
        />
      </form>
    </Card>
  );
}
