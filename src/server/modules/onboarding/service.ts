import type { OnboardingStep } from '../../../shared/contract/onboarding';
import { messages } from '../../../shared/messages';
import type { RightId } from '../../../shared/rights';
import type { Deps } from '../../deps';
import { holdsAny, type Caller } from '../../http/caller';
import { forbidden, notFound } from '../../http/errors';
import { partyOf } from '../../http/scope';
import { prospectById, prospectByToken, type ProspectRecord } from '../prospects/queries';
import { onboardingFacts } from './queries';
import { onboardingSteps } from './steps';

type OnboardingDeps = Pick<Deps, 'db'>;

const staffRights: readonly RightId[] = ['view_prospects', 'view_clients'];

async function stepsOf(deps: OnboardingDeps, prospect: ProspectRecord): Promise<OnboardingStep[]> {
  return onboardingSteps(prospect, await onboardingFacts(deps.db, prospect.id));
}

/**
 * prospect/onboarding: staff who view prospects or clients read any prospect's steps; a client
 * user only its own company's (any other answers 404, as does every debtor or broker user).
 */
export async function fetchOnboarding(
  deps: OnboardingDeps,
  caller: Caller,
  prospectId: number,
): Promise<OnboardingStep[]> {
  const party = partyOf(caller);
  if (party.kind === 'staff') {
    if (!holdsAny(caller, staffRights)) throw forbidden(messages.http.forbidden);
  } else if (party.kind !== 'client' || party.companyId !== prospectId) {
    throw notFound(messages.http.notFound);
  }
  const prospect = await prospectById(deps.db, prospectId);
  if (!prospect) throw notFound(messages.http.notFound);
  return stepsOf(deps, prospect);
}

/** prospect/onboarding/public: the applicant's steps by its draft token (a guessed one: 404). */
export async function fetchPublicOnboarding(deps: OnboardingDeps, token: string): Promise<OnboardingStep[]> {
  const prospect = await prospectByToken(deps.db, token);
  if (!prospect) throw notFound(messages.http.notFound);
  return stepsOf(deps, prospect);
}
