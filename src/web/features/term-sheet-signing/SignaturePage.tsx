import { Button, Intent } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  canClearSignature,
  canDraw,
  canSaveSignature,
  signingDestinationOf,
  signingToastOf,
} from '../../../../machines/termSheetSigning.machine';
import { messages } from '../../../shared/messages';
import { PublicFrame } from '../../app/PublicFrame';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { useWorkflowToast } from '../../kit/useWorkflowToast';
import { WorkflowLoadFailure } from '../../kit/WorkflowLoadFailure';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad';
import { signingClasses } from './signingClasses';
import { useTermSheetSigning } from './useTermSheetSigning';

const S = messages.signing;

/**
 * /signature?id=<term sheet>&id2=<owner>&id3=<token> (spec part 3 §2): an owner signs the term
 * sheet on a pad. A link missing a part goes to /login, a used one to /linkexpire; once saved, the
 * owner goes to /login.
 */
export function SignaturePage() {
  const [query] = useSearchParams();
  const [input] = useState(() => ({ id: query.get('id'), id2: query.get('id2'), id3: query.get('id3') }));
  const [snapshot, send] = useTermSheetSigning(input);
  const pad = useRef<SignaturePadHandle>(null);
  const navigate = useNavigate();

  const destination = signingDestinationOf(snapshot);
  useEffect(() => {
    if (destination) void navigate(destination, { replace: true });
  }, [destination, navigate]);
  useWorkflowToast(signingToastOf(snapshot), snapshot.matches('signed') ? 'success' : 'error');

  const clear = () => {
    pad.current?.clear();
    send({ type: 'CLEAR' });
  };
  const save = () => send({ type: 'SAVE', signature: pad.current?.toDataUrl() ?? '' });
  const retry = () => send({ type: 'RETRY' });

  if (snapshot.matches('checkingLink') || snapshot.matches('checkingStatus') || destination) {
    return (
      <PublicFrame title={S.title}>
        <LoadingBlock label={S.checking} />
      </PublicFrame>
    );
  }
  if (snapshot.matches('loadFailed')) {
    return (
      <PublicFrame title={S.title}>
        <WorkflowLoadFailure
          message={snapshot.context.error ?? messages.generic.serverError}
          onRetry={retry}
        />
      </PublicFrame>
    );
  }
  const saving = snapshot.matches('saving');
  return (
    <PublicFrame title={S.title} wide>
      <p>{S.instructions}</p>
      <SignaturePad
        ref={pad}
        label={S.padLabel}
        disabled={!canDraw(snapshot)}
        onStroke={() => send({ type: 'STROKE' })}
      />
      {snapshot.matches('saveFailed') ? (
        <WorkflowLoadFailure message={snapshot.context.error ?? messages.generic.failure} onRetry={retry} />
      ) : null}
      <div className={signingClasses.actions}>
        <Button text={messages.termSheet.clear} disabled={!canClearSignature(snapshot)} onClick={clear} />
        <Button
          text={messages.termSheet.save}
          intent={Intent.PRIMARY}
          loading={saving}
          disabled={!canSaveSignature(snapshot)}
          onClick={save}
        />
      </div>
    </PublicFrame>
  );
}
