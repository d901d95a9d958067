import { randomBytes } from 'node:crypto';
import { and, eq, notInArray } from 'drizzle-orm';
import { maxOwners, maxSuppliers } from '../../../shared/constants';
import { type ProspectApplication, type SaveApplicationRequest } from '../../../shared/contract/prospects';
import { messages } from '../../../shared/messages';
import type { RightId } from '../../../shared/rights';
import { numberAfterSave } from '../../../shared/storedNumbers';
import {
  applicationLabels as L,
  isOwnershipExceeded,
  ownershipMessage,
} from '../../../shared/validation/application';
import type { Db, Tx } from '../../db/client';
import { prospectOwners, prospects, prospectSuppliers } from '../../db/schema/prospects';
import type { Deps } from '../../deps';
import { ringBells } from '../../events/notify';
import type { Caller } from '../../http/caller';
import { holdsAny } from '../../http/caller';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { partyOf } from '../../http/scope';
import { fetchReferralCode } from '../brokers/service';
import { draftLinkMail, recordApplicationEvent, type ApplicationEvent } from './applicationNotices';
import {
  ownersOf,
  prospectById,
  prospectByToken,
  readApplication,
  suppliersOf,
  type ProspectRecord,
  type ProspectView,
} from './queries';
import { businessColumns, financialColumns, landlordColumns, type StepOf } from './stepColumns';

export type ProspectDeps = Pick<Deps, 'db' | 'clock'>;
/** A save also rings staff bells and mails a public applicant the link to the draft. */
type ApplicationDeps = ProspectDeps & Pick<Deps, 'realtime' | 'mail' | 'publicUrl'>;

/** The rights that make a signed-in caller staff of the application wizard. */
export const prospectStaffRights: readonly RightId[] = ['add_new_prospect', 'prospect_profile'];

/** Who is calling, as the wizard's rules see it. */
export interface Applicant {
  /** Signed in with add_new_prospect or prospect_profile: may name prospects by id, pass company_id. */
  staff: boolean;
  /** Holds sensitive_information_disclosure: sees and replaces FEIN, SSN and account number. */
  sensitive: boolean;
}

export function applicantOf(caller: Caller | null): Applicant {
  return {
    staff: caller !== null && holdsAny(caller, prospectStaffRights),
    sensitive: caller?.sensitiveInformationDisclosure ?? false,
  };
}

export function viewOf(applicant: Applicant): ProspectView {
  return { byId: applicant.staff, sensitive: applicant.sensitive };
}

/** A fresh draft token: 24 random bytes, 32 url-safe characters. */
export function newDraftToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The prospect a caller names. A numeric id is for staff only; to anyone else it names nothing,
 * like a token that matches no draft. A submitted application is closed to public callers.
 */
export async function namedProspect(
  db: Db,
  applicant: Applicant,
  ref: string | number,
  purpose: 'read' | 'edit',
): Promise<ProspectRecord> {
  const lock = purpose === 'edit';
  const row =
    typeof ref === 'number'
      ? applicant.staff
        ? await prospectById(db, ref, lock)
        : null
      : await prospectByToken(db, ref, lock);
  if (!row) throw notFound(messages.http.notFound);
  if (purpose === 'edit' && !applicant.staff && row.applicationCompletelyFilled) {
    throw conflict(messages.prospect.submittedLocked);
  }
  return row;
}

/**
 * A stored sensitive number is replaced only by a caller allowed to see it; one not stored yet
 * may be typed by anyone, and must be when the step requires it.
 */
function sensitiveValue(
  applicant: Applicant,
  stored: string | null,
  sent: string | undefined,
  label: string,
): string {
  const kept = numberAfterSave(stored, sent, applicant.sensitive);
  if (kept !== null) return kept;
  throw badRequest(messages.required(label));
}

function rowIdOf(id: string | number | undefined): number | null {
  if (id === undefined) return null;
  if (typeof id === 'number') return id;
  return /^\d{1,9}$/.test(id) ? Number(id) : -1;
}

/**
 * Step 2: the list sent is the prospect's owners. Rows with an id update that owner, rows without
 * one are added, stored owners left out are removed. The schema already dropped blank rows and
 * checked the count and the total; both are checked again here against what will be stored.
 */
async function saveOwners(tx: Tx, applicant: Applicant, prospectId: number, values: StepOf<2>) {
  const rows = values.owners;
  if (rows.length === 0) throw badRequest(messages.prospect.ownerNameRequired);
  if (rows.length > maxOwners) throw badRequest(messages.prospect.maxAllowed);
  if (isOwnershipExceeded(rows)) throw badRequest(ownershipMessage(rows));

  const stored = new Map((await ownersOf(tx, prospectId)).map((owner) => [owner.id, owner]));
  const kept: number[] = [];
  for (const [position, row] of rows.entries()) {
    const rowId = rowIdOf(row.id);
    const existing = rowId === null ? undefined : stored.get(rowId);
    if (rowId !== null && !existing) throw notFound(messages.http.notFound);
    const columns = {
      position,
      name: row.name,
      percentOwned: row.percent_owned,
      email: row.email,
      houseOwned: row.house_owned,
      ssn: sensitiveValue(applicant, existing?.ssn ?? null, row.ssn, L.ssn),
      dob: row.dob,
      countryPhoneCode: row.country_phone_code,
      phone: row.phone,
      zip: row.zip,
      state: row.state,
      city: row.city,
      address: row.address,
      driverLicense: row.driver_license,
      drivingLicenseExpiryDate: row.driving_license_expiry_date,
    };
    if (existing) {
      await tx.update(prospectOwners).set(columns).where(eq(prospectOwners.id, existing.id));
      kept.push(existing.id);
    } else {
      const [added] = await tx
        .insert(prospectOwners)
        .values({ prospectId, ...columns })
        .returning({ id: prospectOwners.id });
      if (added) kept.push(added.id);
    }
  }
  await tx
    .delete(prospectOwners)
    .where(and(eq(prospectOwners.prospectId, prospectId), notInArray(prospectOwners.id, kept)));
}

/** Step 4: as for owners, the list sent (empty rows already dropped) is the prospect's suppliers. */
async function saveSuppliers(tx: Tx, prospectId: number, values: StepOf<4>) {
  const rows = values.suppliers;
  if (rows.length > maxSuppliers) throw badRequest(messages.prospect.maxAllowed);
  const stored = new Set((await suppliersOf(tx, prospectId)).map((supplier) => supplier.id));
  const kept: number[] = [];
  for (const [position, row] of rows.entries()) {
    const rowId = rowIdOf(row.id);
    if (rowId !== null && !stored.has(rowId)) throw notFound(messages.http.notFound);
    const columns = {
      position,
      name: row.name,
      productsSupplied: row.products_supplied,
      countryPhoneCode: row.country_phone_code,
      phone: row.phone,
    };
    if (rowId !== null) {
      await tx.update(prospectSuppliers).set(columns).where(eq(prospectSuppliers.id, rowId));
      kept.push(rowId);
    } else {
      const [added] = await tx
        .insert(prospectSuppliers)
        .values({ prospectId, ...columns })
        .returning({ id: prospectSuppliers.id });
      if (added) kept.push(added.id);
    }
  }
  const leftOut = eq(prospectSuppliers.prospectId, prospectId);
  await tx
    .delete(prospectSuppliers)
    .where(kept.length ? and(leftOut, notInArray(prospectSuppliers.id, kept)) : leftOut);
}

async function reread(tx: Tx, id: number): Promise<ProspectRecord> {
  const [row] = await tx.select().from(prospects).where(eq(prospects.id, id)).limit(1);
  if (!row) throw new HttpError(500, messages.generic.failure);
  return row;
}

export interface ProspectAnswer {
  message: string;
  prospect: ProspectApplication;
}

/** A new application (step 1 without an id): a fresh draft with its token. */
async function createApplication(
  deps: ProspectDeps,
  tx: Tx,
  applicant: Applicant,
  request: SaveApplicationRequest,
): Promise<ProspectRecord> {
  if (request.step !== 1) throw badRequest(messages.prospect.newApplicationStep);
  const now = deps.clock.now();
  const [created] = await tx
    .insert(prospects)
    .values({
      ...businessColumns(request.values),
      draftToken: newDraftToken(),
      step: 1,
      companyId: request.company_id,
      companyFein: sensitiveValue(applicant, null, request.values.company_fein, L.fein),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!created) throw new HttpError(500, messages.generic.failure);
  return created;
}

/** One step of an existing prospect (also a client's details card); the stored step is the highest reached. */
export async function saveStep(
  deps: ProspectDeps,
  tx: Tx,
  applicant: Applicant,
  row: ProspectRecord,
  request: SaveApplicationRequest,
): Promise<void> {
  const base = {
    step: Math.max(row.step, request.step),
    updatedAt: deps.clock.now(),
    ...(request.company_id !== null ? { companyId: request.company_id } : {}),
  };
  const where = eq(prospects.id, row.id);
  switch (request.step) {
    case 1:
      await tx
        .update(prospects)
        .set({
          ...base,
          ...businessColumns(request.values),
          companyFein: sensitiveValue(applicant, row.companyFein, request.values.company_fein, L.fein),
        })
        .where(where);
      return;
    case 2:
      await saveOwners(tx, applicant, row.id, request.values);
      await tx.update(prospects).set(base).where(where);
      return;
    case 3:
      await tx
        .update(prospects)
        .set({
          ...base,
          ...financialColumns(request.values),
          bankAccountNumber: sensitiveValue(
            applicant,
            row.bankAccountNumber,
            request.values.bank_account_number,
            L.accountNumber,
          ),
        })
        .where(where);
      return;
    case 4:
      await saveSuppliers(tx, row.id, request.values);
      await tx.update(prospects).set(base).where(where);
      return;
    case 5:
      await tx
        .update(prospects)
        .set({ ...base, ...landlordColumns(request.values) })
        .where(where);
      return;
    case 6:
      await tx
        .update(prospects)
        .set({ ...base, applicationCompletelyFilled: true })
        .where(where);
      return;
  }
}

/**
 * A referral code must be an approved broker's (broker/fetch_referral_code) when step 1 brings a
 * new one; a code already stored stays valid, so a draft is never stuck on its own code.
 */
async function assertReferralCode(
  deps: ProspectDeps,
  applicant: Applicant,
  request: SaveApplicationRequest,
): Promise<void> {
  if (request.step !== 1 || request.values.broker_referral_code === '') return;
  const code = request.values.broker_referral_code;
  if (request.id !== null) {
    const stored = await namedProspect(deps.db, applicant, request.id, 'read').catch(() => null);
    if (stored?.brokerReferralCode === code) return;
  }
  try {
    await fetchReferralCode(deps, code);
  } catch (error) {
    // An unknown code is bad input to this call, not a missing record.
    if (error instanceof HttpError && error.statusCode === 404) throw badRequest(error.message);
    throw error;
  }
}

/**
 * prospect/save-application: a new application or one step of a draft, in one transaction. Staff
 * hear of a new application and of a completed one; a public applicant is mailed the draft link.
 */
export async function saveApplication(
  deps: ApplicationDeps,
  caller: Caller | null,
  request: SaveApplicationRequest,
): Promise<ProspectAnswer> {
  const applicant = applicantOf(caller);
  if (request.company_id !== null && !applicant.staff) throw forbidden(messages.http.forbidden);
  await assertReferralCode(deps, applicant, request);
  const saved = await deps.db.transaction(async (tx) => {
    let row: ProspectRecord;
    let message: string;
    let event: ApplicationEvent | null = null;
    if (request.id === null) {
      row = await createApplication(deps, tx, applicant, request);
      message = messages.crud.created('Application').message;
      event = 'created';
    } else {
      const named = await namedProspect(tx, applicant, request.id, 'edit');
      await saveStep(deps, tx, applicant, named, request);
      row = await reread(tx, named.id);
      message =
        request.step === 6 ? messages.prospect.requestReceived : messages.crud.updated('Application').message;
      if (request.step === 6 && !named.applicationCompletelyFilled) event = 'completed';
    }
    const bells = event === null ? [] : await recordApplicationEvent(tx, caller, event, row);
    // A public applicant's draft link is mailed: the mail commits with the draft.
    const deliver =
      event === 'created' && !applicant.staff
        ? await deps.mail.record(tx, draftLinkMail(deps.publicUrl, row))
        : () => undefined;
    const answer = { message, prospect: await readApplication(tx, row, viewOf(applicant)) };
    return { answer, bells, deliver };
  });
  ringBells(deps.realtime, saved.bells);
  saved.deliver();
  return saved.answer;
}

/** prospect/fetch/id: a prospect as the staff Profile tab opens it (numbers masked without the flag). */
export async function fetchProspectById(deps: ProspectDeps, caller: Caller, id: number) {
  const applicant = applicantOf(caller);
  // Only the business's own staff see prospects; anyone else finds nothing.
  const row = partyOf(caller).kind === 'staff' ? await prospectById(deps.db, id) : null;
  if (!row) throw notFound(messages.http.notFound);
  return { message: '', prospect: await readApplication(deps.db, row, viewOf(applicant)) };
}

/** prospect/fetch_draft: the draft an applicant resumes (at its stored step + 1). */
export async function fetchDraft(deps: ProspectDeps, caller: Caller | null, token: string) {
  const applicant = applicantOf(caller);
  const row = await namedProspect(deps.db, applicant, token, 'read');
  return { message: '', prospect: await readApplication(deps.db, row, viewOf(applicant)) };
}

/** prospect/discard_draft: removes a draft never submitted, with its owners and suppliers. */
export async function discardDraft(deps: ProspectDeps, token: string): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const row = await prospectByToken(tx, token, true);
    if (!row) throw notFound(messages.http.notFound);
    if (row.applicationCompletelyFilled) throw conflict(messages.prospect.submittedLocked);
    await tx.delete(prospects).where(eq(prospects.id, row.id));
    return messages.crud.deleted('Draft').message;
  });
}
