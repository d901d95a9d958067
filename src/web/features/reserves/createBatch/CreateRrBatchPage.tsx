import { Button, Callout, Intent } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  isDirty,
  releaseToastOf,
  reserveReleaseMachine,
} from '../../../../../machines/reserveRelease.machine';
import { messages } from '../../../../shared/messages';
import { useWorkflowMachine } from '../../../api/useWorkflowMachine';
import { EmptyState } from '../../../kit/EmptyState';
import { FormPage } from '../../../kit/FormPage';
import { LoadingBlock } from '../../../kit/LoadingBlock';
import { toastSuccess } from '../../../kit/toast';
import { useUnsavedChangesGuard } from '../../../kit/useUnsavedChangesGuard';
import { WorkflowLoadFailure } from '../../../kit/WorkflowLoadFailure';
import { useReserveReleaseCalls } from './calls';
import { chosenBatchOf, reserveCardState, type ChosenBatch } from './navigationState';
import { ReleaseForm } from './ReleaseForm';

const R = messages.reserve;
const B = R.createBatch;
const reserves = { text: R.reserves, to: '/reserves' };

/**
 * /createrrbatch (spec part 2 §2, §4, §5 Reserve release form): the release of the invoices chosen on
 * the Cash Reserves card, driven by the reserve release machine. Opened without them (a typed
 * address) it says so and leads back to /reserves. Leaving with changes asks first; once released
 * the page goes back to the Reserve Release card with the toast; a release held for approval says
 * so and stays.
 */
export function CreateRrBatchPage() {
  const location = useLocation();
  const chosen = chosenBatchOf(location.state);
  return (
    <FormPage title={R.createRrBatch} list={reserves}>
      {chosen === null ? (
        <NoBatch />
      ) : (
        // Another batch opened over this one is another form, with its own key.
        <ReleaseWorkflow key={chosen.invoiceIds.join()} chosen={chosen} />
      )}
    </FormPage>
  );
}

function NoBatch() {
  const navigate = useNavigate();
  return (
    <EmptyState
      icon="info-sign"
      title={R.createRrBatch}
      description={B.noBatch}
      action={<Button text={B.backToReserves} onClick={() => void navigate('/reserves')} />}
    />
  );
}

function ReleaseWorkflow({ chosen }: { chosen: ChosenBatch }) {
  const calls = useReserveReleaseCalls();
  const [snapshot, send] = useWorkflowMachine(reserveReleaseMachine, calls, {
    invoiceIds: chosen.invoiceIds,
  });
  const navigate = useNavigate();
  const done = snapshot.status === 'done';
  const guard = useUnsavedChangesGuard(isDirty(snapshot) && !done);
  const releasedNow = snapshot.matches('released');
  const cancelled = snapshot.matches('cancelled');

  useEffect(() => {
    if (!releasedNow) return;
    const toast = releaseToastOf(snapshot);
    if (toast !== null) void toastSuccess(toast.title, toast.message);
    void navigate('/reserves', { state: reserveCardState('release') });
  }, [releasedNow, snapshot, navigate]);

  useEffect(() => {
    if (cancelled) void navigate('/reserves');
  }, [cancelled, navigate]);

  if (snapshot.matches('loading')) return <LoadingBlock />;
  if (snapshot.matches('loadFailed'))
    return (
      <WorkflowLoadFailure
        message={releaseToastOf(snapshot)?.message ?? B.loadFailed}
        onRetry={() => send({ type: 'RETRY' })}
      />
    );
  if (snapshot.matches('waitingApproval')) {
    const toast = releaseToastOf(snapshot);
    return (
      <Callout intent={Intent.PRIMARY} title={toast?.title} role="status">
        <p>{toast?.message}</p>
        <Button
          text={B.backToReserves}
          onClick={() => void navigate('/reserves', { state: reserveCardState('release') })}
        />
      </Callout>
    );
  }
  return (
    <ReleaseForm
      snapshot={snapshot}
      send={send}
      onCancel={() => void guard.confirmClose(() => send({ type: 'CANCEL' }))}
    />
  );
}
