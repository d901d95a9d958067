import { and, sql } from 'drizzle-orm';
import type { ImportPreviewRow } from '../../../shared/contract/debtors';
import { zipLength } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { compareMoney, subtractMoney, toMoneyString } from '../../../shared/money';
import { DebtorImportRowSchema, importRowValues } from '../../../shared/validation/debtorImport';
import type { Db } from '../../db/client';
import { debtorClients, prospects } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Caller } from '../../http/caller';
import { conflict } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import { partyOf, scopeCondition } from '../../http/scope';
import { zipCodesStartingWith } from '../lookups/zipIndex';
import { clientCredit } from './clientCredit';
import { readImportFile, type ImportRecord } from './importFile';
import { liveHoldOf } from './liveHold';
import { debtorByIdentity, isClient, visibleClient } from './queries';
import { fileDebtorForClient, type NewDebtor } from './save';

const S = messages.debtor.screens;

type Client = { id: number; name: string };

/** A row as judged: what the preview shows, and the form to file when it has no errors. */
interface CheckedRow extends ImportPreviewRow {
  form: NewDebtor | null;
}

/** The client a row names: by id when it is all digits, else by business name (case ignored). */
async function clientNamed(db: Db, caller: Caller, text: string): Promise<Client | string> {
  const party = partyOf(caller);
  if (text === '' && party.kind === 'client') {
    return (await visibleClient(db, caller, party.companyId)) ?? S.clientNotFound;
  }
  if (text === '') return messages.debtor.clientNameRequired;
  if (/^\d{1,9}$/.test(text)) return (await visibleClient(db, caller, Number(text))) ?? S.clientNotFound;
  const found = await db
    .select({ id: prospects.id, name: prospects.companyBusinessName })
    .from(prospects)
    .where(
      and(
        isClient,
        scopeCondition(caller, { company: prospects.id }),
        sql`lower(${prospects.companyBusinessName}) = ${text.toLowerCase()}`,
      ),
    )
    .limit(2);
  if (found.length === 0) return S.clientNotFound;
  if (found.length > 1) return S.clientAmbiguous;
  return found[0] ?? S.clientNotFound;
}

/** State and city, which the form fills from the zip lookup, filled the same way when left blank. */
function withPlace(values: Record<string, unknown>): Record<string, unknown> {
  const zip = String(values.zip ?? '');
  if ((values.state && values.city) || !new RegExp(`^\\d{${zipLength}}$`).test(zip)) return values;
  const [place] = zipCodesStartingWith(zip, 1);
  if (!place) return values;
  return { ...values, state: values.state || place.full_state, city: values.city || place.city };
}

/**
 * Judges every row of the file with the debtor form's rules and the rules of a new debtor: a client
 * the caller acts for, not one the client holds already (on file or earlier in the file), and weekly
 * limits that fit, row after row, in what each client has available. With `lock` (the import itself)
 * the clients are locked, so the judgement holds until the rows are written.
 */
async function checkRows(db: Db, caller: Caller, records: readonly ImportRecord[], lock: boolean) {
  const clients = new Map<string, Client | string>();
  const available = new Map<number, string>();
  const firstRowOf = new Map<string, number>();
  const createdInFile = new Set<string>();
  const checked: CheckedRow[] = [];

  for (const { row, cells, overflows } of records) {
    const clientText = cells.client;
    const client = clients.get(clientText) ?? (await clientNamed(db, caller, clientText));
    clients.set(clientText, client);
    const errors: string[] = overflows ? [S.rowCellCount] : [];
    if (typeof client === 'string') errors.push(client);

    const parsed = DebtorImportRowSchema.safeParse(
      withPlace(importRowValues(cells, typeof client === 'string' ? 0 : client.id)),
    );
    if (!parsed.success) {
      // A field's first broken rule is its message, as on the form.
      const fields = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = issue.path.join('.');
        // Without a client the prospect_id stand-in fails too; its message is already listed.
        if (field === 'prospect_id' || fields.has(field)) continue;
        fields.add(field);
        if (!errors.includes(issue.message)) errors.push(issue.message);
      }
    }
    let action: CheckedRow['action'] = null;
    let form: NewDebtor | null = null;
    if (parsed.success && typeof client !== 'string' && errors.length === 0) {
      const data = parsed.data;
      const identity = `${data.email.toLowerCase()}:${data.fein}`;
      const inClient = `${client.id}:${identity}`;
      const earlierRow = firstRowOf.get(inClient);
      const onFile = await debtorByIdentity(db, data.email, data.fein);
      const [held] = onFile
        ? await db
            .select({ id: debtorClients.id })
            .from(debtorClients)
            .where(liveHoldOf(client.id, onFile.id))
            .limit(1)
        : [];
      if (earlierRow !== undefined) errors.push(S.repeatedInFile(earlierRow));
      else if (held) errors.push(S.existsForClient);
      if (!available.has(client.id)) {
        const credit = await clientCredit(db, client.id, lock);
        available.set(client.id, credit?.available_credit_limit ?? '0');
      }
      const left = available.get(client.id) ?? '0';
      if (errors.length === 0 && compareMoney(data.credit_limit, left) > 0) {
        errors.push(messages.debtor.creditLimitExceedsClient);
      }
      if (errors.length === 0) {
        available.set(client.id, toMoneyString(subtractMoney(left, data.credit_limit)));
        firstRowOf.set(inClient, row);
        action = onFile || createdInFile.has(identity) ? 'link' : 'create';
        createdInFile.add(identity);
        form = data;
      }
    }
    checked.push({
      row,
      client_name: typeof client === 'string' ? clientText : client.name,
      debtor_name: cells.debtor_name,
      credit_limit: cells.credit_limit,
      action,
      errors,
      form,
    });
  }
  return checked;
}

function preview(rows: readonly CheckedRow[]): ImportPreviewRow[] {
  return rows.map(({ form: _form, ...row }) => row);
}

/** debtor/import/preview: every row judged, nothing written. */
export async function previewDebtorImport(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  file: UploadedFile | undefined,
): Promise<{ rows: ImportPreviewRow[]; total: number; valid: number }> {
  const records = readImportFile(file, partyOf(caller).kind !== 'client');
  const rows = await checkRows(deps.db, caller, records, false);
  return { rows: preview(rows), total: rows.length, valid: rows.filter((row) => row.form).length };
}

/**
 * debtor/import/save: files the rows the preview found valid, in one transaction. The file is judged
 * again with the clients locked; when its valid rows are no longer exactly those the user saw
 * (another user added a debtor or used up a limit meanwhile) nothing is written.
 */
export async function importDebtors(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: Caller,
  file: UploadedFile | undefined,
  previewedRows: readonly number[],
): Promise<{ message: string; imported: number }> {
  const records = readImportFile(file, partyOf(caller).kind !== 'client');
  const now = deps.clock.now();
  const imported = await deps.db.transaction(async (tx) => {
    const rows = await checkRows(tx, caller, records, true);
    const valid = rows.filter((row) => row.form);
    if (valid.length === 0) throw conflict(S.importNothing);
    const same =
      valid.length === previewedRows.length && valid.every((row, index) => row.row === previewedRows[index]);
    if (!same) throw conflict(S.importChanged);
    for (const row of valid) if (row.form) await fileDebtorForClient(tx, caller, row.form, now);
    return valid.length;
  });
  return { message: S.imported(imported), imported };
}
