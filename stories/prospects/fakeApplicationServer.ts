import { brokerEndpoints } from '../../src/shared/contract/brokers';
import {
  prospectEndpoints as e,
  type ProspectApplication,
  type SaveApplicationRequest,
} from '../../src/shared/contract/prospects';
import { messages } from '../../src/shared/messages';
import type { FakeAnswer, FakeHandler } from '../shell/fakeApi';
import { answering } from '../users/fakeServer';
import { lookupHandlers } from '../users/fixtures';
import { blankProspect, draftToken, prospectId } from './fixtures';

/** A referral code the fake broker list knows. */
export const knownReferralCode = 'BREE001';

export interface FakeApplicationServer {
  handlers: Record<string, FakeHandler>;
  /** The prospect the server holds under a token or id, as it would answer it. */
  stored: (ref: string | number) => ProspectApplication | undefined;
}

const notFound: FakeAnswer = { status: 404, body: { status: false, message: messages.http.notFound } };

/** '*****6789', as the server masks a number for a caller without the flag. */
function masked(value: string | null): string | null {
  return value === null ? null : `${'*'.repeat(Math.max(value.length - 4, 0))}${value.slice(-4)}`;
}

/** Who calls the fake server: a public applicant by default. */
export interface FakeCaller {
  /** Staff know a prospect by its numeric id, the public by its draft token. */
  staff: boolean;
  /** sensitive_information_disclosure: FEIN, SSN and account number in clear. */
  sensitive: boolean;
}

/**
 * The application calls answered like the server answers them, from prospects kept in memory:
 * every body is first checked against the contract (a 400 like the server's otherwise), a step's
 * values are stored, and a caller without the sensitive-information flag (every public applicant)
 * reads FEIN, SSN and account number masked.
 */
export function fakeApplicationServer(
  initial: readonly ProspectApplication[] = [],
  { staff, sensitive }: FakeCaller = { staff: false, sensitive: false },
): FakeApplicationServer {
  const prospects = new Map<string | number, ProspectApplication>(initial.map((p) => [p.id, { ...p }]));
  let nextRow = 500;

  const view = (p: ProspectApplication): ProspectApplication =>
    sensitive
      ? p
      : {
          ...p,
          company_fein: masked(p.company_fein),
          bank_account_number: masked(p.bank_account_number),
          owners: p.owners.map((owner) => ({ ...owner, ssn: masked(owner.ssn) })),
        };
  const answer = (p: ProspectApplication, message = ''): FakeAnswer => ({
    body: { status: true, message, prospect: view(p) },
  });

  /** A step's values over the stored prospect; a sensitive number left out keeps the stored one. */
  function apply(p: ProspectApplication, request: SaveApplicationRequest): ProspectApplication {
    const next: ProspectApplication = { ...p, step: Math.max(p.step, request.step) };
    switch (request.step) {
      case 1: {
        const { company_fein, company_taxes_past_due_amount, ...rest } = request.values;
        return {
          ...next,
          ...rest,
          company_fein: company_fein ?? p.company_fein,
          company_taxes_past_due_amount,
        };
      }
      case 2:
        return {
          ...next,
          owners: request.values.owners.map((owner) => {
            const id = typeof owner.id === 'number' ? owner.id : nextRow++;
            const kept = p.owners.find((stored) => stored.id === id);
            return {
              ...owner,
              id,
              ssn: owner.ssn ?? kept?.ssn ?? null,
              driving_license_expiry_date: owner.driving_license_expiry_date,
            };
          }),
        };
      case 3: {
        const { bank_account_number, ...rest } = request.values;
        return { ...next, ...rest, bank_account_number: bank_account_number ?? p.bank_account_number };
      }
      case 4:
        return {
          ...next,
          suppliers: request.values.suppliers.map((supplier) => ({
            ...supplier,
            id: typeof supplier.id === 'number' ? supplier.id : nextRow++,
          })),
        };
      case 5:
        return { ...next, ...request.values };
      case 6:
        return { ...next, application_completely_filled: true };
    }
  }

  const handlers: Record<string, FakeHandler> = {
    ...lookupHandlers(),
    'broker/fetch_referral_code': answering(brokerEndpoints.fetchReferralCode, ({ code }) =>
      code === knownReferralCode
        ? { body: { status: true, referralCode: code } }
        : { status: 404, body: { status: false, message: messages.broker.answers.referralNotFound } },
    ),
    'prospect/save-application': answering(e.saveApplication, (request) => {
      if (request.id === null) {
        const id = staff ? prospectId : draftToken;
        const created = apply(blankProspect(id), request);
        prospects.set(id, created);
        return answer(created, messages.crud.created('Application').message);
      }
      const stored = prospects.get(request.id);
      if (!stored) return notFound;
      const saved = apply(stored, request);
      prospects.set(request.id, saved);
      return answer(saved, request.step === 6 ? messages.prospect.requestReceived : '');
    }),
    'prospect/fetch_draft': answering(e.fetchDraft, ({ id }) => {
      const stored = prospects.get(id);
      return stored ? answer(stored) : notFound;
    }),
    'prospect/fetch/id': answering(e.fetchById, ({ id }) => {
      const stored = prospects.get(id);
      return stored ? answer(stored) : notFound;
    }),
    'prospect/discard_draft': answering(e.discardDraft, ({ id }) => {
      if (!prospects.delete(id)) return notFound;
      return { body: { status: true, message: messages.crud.deleted('Draft').message } };
    }),
    'prospect/owner/delete': answering(e.deleteOwner, ({ id, prospect_id }) => {
      const stored = prospects.get(prospect_id);
      if (!stored) return notFound;
      const kept = { ...stored, owners: stored.owners.filter((owner) => !id.includes(owner.id)) };
      prospects.set(prospect_id, kept);
      return answer(kept, messages.crud.deleted('Owner').message);
    }),
    'prospect/supplier/delete': answering(e.deleteSupplier, ({ id, prospect_id }) => {
      const stored = prospects.get(prospect_id);
      if (!stored) return notFound;
      const kept = { ...stored, suppliers: stored.suppliers.filter((supplier) => !id.includes(supplier.id)) };
      prospects.set(prospect_id, kept);
      return answer(kept, messages.crud.deleted('Supplier').message);
    }),
  };
  return { handlers, stored: (ref) => prospects.get(ref) };
}
