import { Callout } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { PublicFrame } from '../../app/PublicFrame';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { usePublicOnboardingQuery } from './api';
import { OnboardingSteps } from './OnboardingSteps';

const m = messages.onboarding;

/** The applicant's public status page, /applicationstatus?id=<draft token>. */
export function ApplicationStatusPage() {
  const [params] = useSearchParams();
  const token = params.get('id')?.trim() ?? '';
  const { data, error, isLoading } = usePublicOnboardingQuery(token === '' ? skipToken : { id: token });
  // Only a 404 means the link names nothing; any other failure is the server's.
  const failed = error !== undefined && !('status' in error && error.status === 404);
  return (
    <PublicFrame title={m.statusTitle}>
      {isLoading ? (
        <LoadingBlock />
      ) : data ? (
        <OnboardingSteps steps={data.steps} />
      ) : failed ? (
        <Callout intent="danger">{messages.generic.failure}</Callout>
      ) : (
        <Callout intent="warning" title={m.notFoundTitle}>
          {m.notFoundText}
        </Callout>
      )}
    </PublicFrame>
  );
}
