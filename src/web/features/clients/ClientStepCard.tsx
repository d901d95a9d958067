import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '@blueprintjs/core';
import type { StepValues, WizardStep } from '../../../../machines/applicationWizard/wizardTypes';
import type { RequestOf } from '../../../shared/contract/endpoint';
import type { clientEndpoints } from '../../../shared/contract/clients';
import type { ProspectApplication } from '../../../shared/contract/prospects';
import { messages } from '../../../shared/messages';
import { AppDialog } from '../../kit/AppDialog';
import { PanelSection } from '../../kit/PanelSection';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { confirm, confirmPresets } from '../../kit/useConfirm';
import { sensitiveLocksOf, type StepProps, type WizardStepContext } from '../application/shared';
import { useSaveClientStepMutation } from './api';

export interface ClientStepCardProps {
  title: string;
  step: WizardStep;
  /** The application's step form (the wizard's own). */
  form: ComponentType<StepProps>;
  prospect: ProspectApplication;
  /** The client's id (the call names it). */
  clientId: number;
  /** The user may change it (client_profile, and the client is live). */
  editable: boolean;
  sensitive: boolean;
  /** What the card shows while closed. */
  children: ReactNode;
}

/**
 * One editable card of /clientdetails: what the step holds, and Edit, which opens the wizard's
 * form of that step alone and saves it through client/save (the wizard's rules, both sides).
 */
export function ClientStepCard({
  title,
  step,
  form: StepForm,
  prospect,
  clientId,
  editable,
  sensitive,
  children,
}: ClientStepCardProps) {
  const [open, setOpen] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [save, { isLoading }] = useSaveClientStepMutation();
  const locks = useMemo(() => sensitiveLocksOf(prospect, sensitive), [prospect, sensitive]);

  const close = async () => {
    if (dirty && !(await confirm(confirmPresets.unsavedChanges))) return;
    setDirty(false);
    setOpen(false);
  };

  const saveStep = async (changed: boolean, values: StepValues) => {
    if (!changed) {
      setOpen(false);
      return;
    }
    try {
      const request = { step, id: clientId, ...values } as RequestOf<typeof clientEndpoints.saveStep>;
      const answer = await save(request).unwrap();
      void toastSuccess(messages.crud.updated('Client').title, answer.message);
      setDirty(false);
      setOpen(false);
    } catch (error) {
      void toastFromError(error, messages.titles.creationFailed);
    }
  };

  const wizard: WizardStepContext = {
    mode: 'staff',
    step,
    prospect,
    locks,
    invitedReferralCode: '',
    companyId: null,
    single: true,
    busy: isLoading,
    saving: isLoading,
    onDirtyChange: setDirty,
    onSaveAndNext: (changed, values) => void saveStep(changed, values),
    onPrevious: () => undefined,
    onSubmit: () => undefined,
    onCancel: () => void close(),
  };

  return (
    <PanelSection title={title}>
      {children}
      {editable && <Button icon="edit" text={messages.clients.edit} onClick={() => setOpen(true)} />}
      {open && (
        <AppDialog isOpen title={title} size="xl" onClose={() => void close()}>
          <StepForm wizard={wizard} />
        </AppDialog>
      )}
    </PanelSection>
  );
}
