import { and, eq, ne, sql } from 'drizzle-orm';
import { debtorStatuses } from '../../../shared/dropdowns';
import { messages } from '../../../shared/messages';
import { compareMoney } from '../../../shared/money';
import { numberAfterSave } from '../../../shared/storedNumbers';
import type { DebtorSaveRequest } from '../../../shared/validation/debtorForm';
import type { Db } from '../../db/client';
import { debtorClients, debtors } from '../../db/schema';
import type { Deps } from '../../deps';
import { holdsAll, type Caller } from '../../http/caller';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { partyOf } from '../../http/scope';
import { assertWithinClientCredit, clientCredit } from './clientCredit';
import { insertContacts, replaceContacts } from './contacts';
import { industryIdFor } from './industries';
import { debtorByIdentity, findHolding, visibleClient } from './queries';
import { debtorCreatedNotices } from '../../events/recordNotices';
import { ringBells } from '../../events/notify';

const S = messages.debtor.screens;

/** What a save answers: the debtor, the client and their holding, with the message to show. */
export interface SavedDebtor {
  message: string;
  id: number;
  prospect_id: number;
  debtor_prospect_id: number;
}

/** A new debtor's form: the FEIN is required then, whoever types it (spec part 1 §6). */
export type NewDebtor = Omit<DebtorSaveRequest, 'id' | 'fein'> & { fein: string };

function profileColumns(form: Omit<DebtorSaveRequest, 'fein' | 'id'>, industryId: number | null) {
  return {
    legalName: form.debtor_name,
    email: form.email,
    countryPhoneCode: form.country_phone_code,
    phone: form.phone,
    countryFaxCode: form.country_fax_code,
    fax: form.fax,
    address: form.address,
    zip: form.zip,
    state: form.state,
    city: form.city,
    industryId,
    optionalComments: form.optional_comments,
  };
}

/** Contacts are the Debtor Contacts tab's: only a caller holding its right changes them. */
function mayEditContacts(caller: Caller): boolean {
  return holdsAll(caller, ['debtor_notice_of_assignment']);
}

/** A client user sees an existing debtor's profile disabled (spec part 2 §2); staff need the Profile right. */
function mayEditProfile(caller: Caller): boolean {
  return holdsAll(caller, ['debtor_profile']) && partyOf(caller).kind !== 'client';
}

/** Two saves of the same company (email + FEIN) wait for each other, so it is filed once. */
async function lockIdentity(db: Db, email: string, fein: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`debtor:${email.toLowerCase()}:${fein}`}))`);
}

/**
 * Files a debtor for a client inside the caller's transaction, with every rule of a new debtor:
 * the client is one the caller acts for, the client does not hold it already, and its weekly limit
 * fits what the client has available. A company already on file (same email and FEIN) is added to
 * the client as it is stored; otherwise the debtor, its industry and its contacts are created.
 */
export async function fileDebtorForClient(
  db: Db,
  caller: Caller,
  form: NewDebtor,
  now: Date,
): Promise<SavedDebtor> {
  if (!(await visibleClient(db, caller, form.prospect_id))) throw notFound(messages.http.notFound);
  const credit = await clientCredit(db, form.prospect_id, true);
  if (!credit) throw notFound(messages.http.notFound);
  await lockIdentity(db, form.email, form.fein);
  const onFile = await debtorByIdentity(db, form.email, form.fein);
  const held = onFile
    ? await db
        .select()
        .from(debtorClients)
        .where(and(eq(debtorClients.debtorId, onFile.id), eq(debtorClients.prospectId, form.prospect_id)))
        .limit(1)
        .for('update')
    : [];
  const earlier = held[0];
  if (earlier && earlier.deletedAt === null) throw conflict(S.existsForClient);
  assertWithinClientCredit(credit, form.credit_limit);

  let debtorId = onFile?.id;
  if (debtorId === undefined) {
    const industryId = await industryIdFor(db, form);
    const [created] = await db
      .insert(debtors)
      .values({ ...profileColumns(form, industryId), fein: form.fein, createdAt: now, updatedAt: now })
      .returning({ id: debtors.id });
    if (!created) throw new HttpError(500, messages.generic.failure);
    debtorId = created.id;
    if (mayEditContacts(caller)) await insertContacts(db, debtorId, form.pocs);
  }
  const holding = { creditLimit: form.credit_limit, status: debtorStatuses.pending, updatedAt: now };
  // A client that deleted this debtor before takes it up again as a new, pending debtor.
  const [saved] = earlier
    ? await db
        .update(debtorClients)
        .set({ ...holding, deletedAt: null, createdAt: now })
        .where(eq(debtorClients.id, earlier.id))
        .returning({ id: debtorClients.id })
    : await db
        .insert(debtorClients)
        .values({ ...holding, debtorId, prospectId: form.prospect_id, createdAt: now })
        .returning({ id: debtorClients.id });
  if (!saved) throw new HttpError(500, messages.generic.failure);
  return {
    message: onFile ? S.linked : S.created,
    id: debtorId,
    prospect_id: form.prospect_id,
    debtor_prospect_id: saved.id,
  };
}

/**
 * Edits a debtor of a client. The client and the weekly limit are locked (a limit changes through
 * a debtor credit request); the profile changes for a caller holding its right (not a client
 * user), the FEIN only for one holding the disclosure right; the contacts for one holding theirs.
 */
async function editDebtor(
  db: Db,
  caller: Caller,
  id: number,
  form: DebtorSaveRequest,
  now: Date,
): Promise<SavedDebtor> {
  const holding = await findHolding(db, caller, id, form.prospect_id, true);
  if (!holding || holding.deletedAt !== null) throw notFound(messages.http.notFound);
  if (compareMoney(holding.creditLimit, form.credit_limit) !== 0) throw conflict(S.creditLimitLocked);
  const [debtor] = await db.select().from(debtors).where(eq(debtors.id, id)).limit(1).for('update');
  if (!debtor) throw notFound(messages.http.notFound);

  if (mayEditProfile(caller)) {
    const fein = numberAfterSave(debtor.fein, form.fein, caller.sensitiveInformationDisclosure);
    const identityChanged = fein !== debtor.fein || form.email.toLowerCase() !== debtor.email.toLowerCase();
    if (identityChanged) {
      await lockIdentity(db, form.email, fein);
      const [other] = await db
        .select({ id: debtors.id })
        .from(debtors)
        .where(
          and(
            sql`lower(${debtors.email}) = ${form.email.toLowerCase()}`,
            eq(debtors.fein, fein),
            ne(debtors.id, id),
          ),
        )
        .limit(1);
      if (other) throw conflict(S.existsElsewhere);
    }
    const industryId = await industryIdFor(db, form);
    await db
      .update(debtors)
      .set({ ...profileColumns(form, industryId), fein, updatedAt: now })
      .where(eq(debtors.id, id));
  }
  if (mayEditContacts(caller)) await replaceContacts(db, id, form.pocs, now);
  await db.update(debtorClients).set({ updatedAt: now }).where(eq(debtorClients.id, holding.id));
  return { message: S.updated, id, prospect_id: form.prospect_id, debtor_prospect_id: holding.id };
}

/** debtor/save: adds a debtor for a client (no id) or edits one, in one transaction. */
export async function saveDebtor(
  deps: Pick<Deps, 'db' | 'clock' | 'realtime'>,
  caller: Caller,
  form: DebtorSaveRequest,
): Promise<SavedDebtor> {
  const now = deps.clock.now();
  if (form.id === undefined) {
    // Adding takes the add right and the Profile tab it is filled on.
    if (!holdsAll(caller, ['add_new_debtor', 'debtor_profile'])) throw forbidden(messages.http.forbidden);
    const { fein } = form;
    if (fein === undefined) throw badRequest(messages.required(S.labels.fein));
    const added = await deps.db.transaction(async (tx) => {
      const saved = await fileDebtorForClient(tx, caller, { ...form, fein }, now);
      const input = { debtorId: saved.id, prospectId: saved.prospect_id, callerId: caller.userId };
      return { saved, bells: await debtorCreatedNotices(tx, input) };
    });
    ringBells(deps.realtime, added.bells);
    return added.saved;
  }
  if (!holdsAll(caller, ['debtor_selection'])) throw forbidden(messages.http.forbidden);
  const id = form.id;
  return deps.db.transaction((tx) => editDebtor(tx, caller, id, form, now));
}
