import './onboarding.css';

/** Class names of the onboarding steps (styled in onboarding.css). */
export const onboardingClasses = {
  steps: 'fd-onboarding-steps',
  step: 'fd-onboarding-step',
  date: 'fd-onboarding-step-date',
  status: 'fd-onboarding-step-status',
} as const;
