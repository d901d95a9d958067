import type { OnboardingStep } from '../../src/shared/contract/onboarding';

/** A draft token as the applicant holds it. */
export const draftToken = 'Xq7vR2mLp9sT4wYb8nC3dF6gH1jK5zAe';

const step = (
  kind: OnboardingStep['kind'],
  label: string,
  done: boolean,
  date: string | null = null,
  progress: OnboardingStep['progress'] = null,
): OnboardingStep => ({ kind, label, done, date, progress });

/** An application half way: documents and the search in, the term sheet signed by one of two owners. */
export const halfWay: OnboardingStep[] = [
  step('application_complete', 'Application complete', true),
  step('documents_in', 'Documents in', true, '2026-10-01T09:00:00.000Z', { done: 17, of: 17 }),
  step('business_name_search', 'Business name search', true, '2026-10-02T12:00:00.000Z'),
  step('term_sheet_sent', 'Term sheet sent', true, '2026-10-04T09:30:00.000Z'),
  step('owner_signed', 'Signed by Anna', true, '2026-10-05T11:00:00.000Z'),
  step('owner_signed', 'Signed by Ben', false),
  step('underwriting', 'Underwriting', false, null, { done: 2, of: 3 }),
  step('promoted', 'Promoted to client', false),
  step('first_schedule_funded', 'First schedule funded', false),
];
