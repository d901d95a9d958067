import type { OnboardingStep } from '../../../shared/contract/onboarding';
import { messages } from '../../../shared/messages';
import { documentTypes } from '../../../shared/validation/documentChecklist';
import type { OnboardingFacts } from './queries';

const s = messages.onboarding.steps;

/** What the tracker needs of the prospect's own row. */
export interface ProspectFacts {
  applicationCompletelyFilled: boolean;
  status: number;
  promotedAt: Date | null;
}

const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);

/** An owner as the steps name them: the first word of the name, never more. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * The steps of onboarding in order, each done or not with its date. The application records no
 * time of submission, so that step has no date. Documents are in when every checklist type holds
 * a file; underwriting is done when every task is checked.
 */
export function onboardingSteps(prospect: ProspectFacts, facts: OnboardingFacts): OnboardingStep[] {
  const allTypes = documentTypes.length;
  const documentsDone = facts.documents.typesHeld >= allTypes;
  const tasksDone = facts.tasks.all > 0 && facts.tasks.checked === facts.tasks.all;
  const sheet = facts.termSheet;
  const promoted = prospect.status === 1 || prospect.promotedAt !== null;
  return [
    {
      kind: 'application_complete',
      label: s.applicationComplete,
      done: prospect.applicationCompletelyFilled,
      date: null,
      progress: null,
    },
    {
      kind: 'documents_in',
      label: s.documentsIn,
      done: documentsDone,
      date: documentsDone ? iso(facts.documents.lastFiledAt) : null,
      progress: { done: Math.min(facts.documents.typesHeld, allTypes), of: allTypes },
    },
    {
      kind: 'business_name_search',
      label: s.businessNameSearch,
      done: facts.firstSearchAt !== null,
      date: iso(facts.firstSearchAt),
      progress: null,
    },
    {
      kind: 'term_sheet_sent',
      label: s.termSheetSent,
      done: sheet?.sentAt != null,
      date: iso(sheet?.sentAt ?? null),
      progress: null,
    },
    ...(sheet?.signers ?? []).map((signer): OnboardingStep => ({
      kind: 'owner_signed',
      label: s.signedBy(firstNameOf(signer.name)),
      done: signer.signedAt !== null,
      date: iso(signer.signedAt),
      progress: null,
    })),
    {
      kind: 'underwriting',
      label: s.underwriting,
      done: tasksDone,
      date: tasksDone ? iso(facts.tasks.lastCheckedAt) : null,
      progress: { done: facts.tasks.checked, of: facts.tasks.all },
    },
    {
      kind: 'promoted',
      label: s.promoted,
      done: promoted,
      date: iso(prospect.promotedAt),
      progress: null,
    },
    {
      kind: 'first_schedule_funded',
      label: s.firstScheduleFunded,
      done: facts.firstFundDate !== null,
      date: facts.firstFundDate,
      progress: null,
    },
  ];
}
