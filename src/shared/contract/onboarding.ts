import { z } from 'zod';
import { answerWith, DateText, defineEndpoint, IdSchema } from './endpoint';
import { DraftTokenInputSchema } from './prospects';

/**
 * Where an application stands (ours, beyond the spec): each onboarding step done or not, with
 * its date. Staff and the client's own users read it by the prospect's id; the applicant reads
 * the same steps by its draft token, which never names more than the steps, their dates and the
 * owners' first names.
 */

export const onboardingStepKinds = [
  'application_complete',
  'documents_in',
  'business_name_search',
  'term_sheet_sent',
  'owner_signed',
  'underwriting',
  'promoted',
  'first_schedule_funded',
] as const;

export const OnboardingStepSchema = z.object({
  kind: z.enum(onboardingStepKinds),
  /** The step's name as shown (an owner's signature step names the owner's first name). */
  label: z.string(),
  done: z.boolean(),
  /** When it was done (an ISO moment, or YYYY-MM-DD for a fund date); null when not, or not recorded. */
  date: DateText,
  /** How far a counted step is: documents types held, underwriting tasks checked. */
  progress: z.object({ done: z.number().int(), of: z.number().int() }).nullable(),
});
export type OnboardingStep = z.infer<typeof OnboardingStepSchema>;

const OnboardingAnswerSchema = answerWith({ steps: z.array(OnboardingStepSchema) });

export const onboardingEndpoints = {
  fetchOnboarding: defineEndpoint({
    path: 'prospect/onboarding',
    tag: 'onboarding',
    summary:
      'The onboarding steps of a prospect: staff holding view_prospects or view_clients, or a user of ' +
      'the client itself',
    access: {},
    request: z.strictObject({ prospect_id: IdSchema }),
    response: OnboardingAnswerSchema,
  }),
  fetchPublicOnboarding: defineEndpoint({
    path: 'prospect/onboarding/public',
    tag: 'onboarding',
    summary: 'The onboarding steps of an application named by its draft token, for the applicant',
    access: 'public',
    request: z.strictObject({ id: DraftTokenInputSchema }),
    response: OnboardingAnswerSchema,
  }),
};
