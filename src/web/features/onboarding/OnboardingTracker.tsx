/** Replaced by the feature's tracker. */
export function OnboardingTracker(_props: { prospectId: number }) {
  return null;
}
