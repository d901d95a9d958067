import { useOnboardingQuery } from './api';
import { OnboardingSteps } from './OnboardingSteps';

/**
 * Where a prospect's application stands, above its tabs. It re-reads on the Onboarding tag; a
 * caller who may not read it sees nothing rather than an error above the page.
 */
export function OnboardingTracker({ prospectId }: { prospectId: number }) {
  const { data } = useOnboardingQuery({ prospect_id: prospectId });
  if (!data) return null;
  return <OnboardingSteps steps={data.steps} />;
}
