import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  amountWarning,
  amountWarningMessage,
  collectionProblems,
  moveToCbAllowed,
  selectedTotalOf,
  ucCapFor,
  ucCollectedOf,
  ucOptionOffered,
  type CollectionInput,
  type CollectionProblem,
  type CollectionRow,
  type CollectionType,
} from '../src/shared/collectionRules';
import { isIsoDate } from '../src/shared/dates';
import { messages, type ToastText } from '../src/shared/messages';
import { addMoney, compareMoney, parseMoney, subtractMoney, toMoneyString } from '../src/shared/money';
import { CollectionSaveSchema, postingBeforeFunding } from '../src/shared/validation/collection';
import { failedCall, noFailure, placeholdersFor, type FailedCall } from './shared/serverCalls';

/**
 * Add New Collection (spec part 2 §2, §4, §5 Collections, §8; 0028 "Collections").
 *
 * The user first picks the type (1 against invoices, 2 against chargebacks, 3 both), then the
 * client (fixed for a client user) and the debtor; the pair's open rows and its unapplied-cash pool
 * load; the user chooses rows, the cash on each, the unapplied cash on each when the option is
 * offered and move to chargeback where it is allowed, the payment and its dates, and the check image
 * or remittance. Choosing another type empties the form; another client empties the debtor and the
 * rows; another debtor loads the rows again. The rules are the shared ones
 * (`src/shared/collectionRules.ts`): the machine sends nothing they refuse, and keeps their
 * messages for the form to show.
 *
 * The form carries one idempotency key, made when the machine starts: a double click or a RETRY
 * sends the same key, so the server records the collection once.
 *
 * Side effects are actors supplied with `.provide()`: `loadRows`, `saveCollection`.
 */

export type { CollectionType };
export type CollectionPaymentType = 0 | 1 | 2;

export interface CollectionMachineInput {
  /** A client user's own company: preselected and locked. */
  lockedClientId?: number | null;
  /** Tests and stories fix the key; the page leaves it to the machine. */
  idempotencyKey?: string;
}

export interface LoadRowsInput {
  clientId: number;
  debtorId: number;
  collectionType: CollectionType;
}

/** A row as the server offers it: the rest of a CollectionRow is what the user enters. */
export type OfferedRow = Pick<CollectionRow, 'id' | 'kind' | 'invoice_no' | 'balance'> & {
  /** The invoice's funding date: posting may not be before it. */
  funding_date?: string | null;
};

/** The pair's open rows and its unapplied cash pool (a decimal string). */
export interface LoadedRows {
  rows: readonly OfferedRow[];
  unappliedCash: string;
}

/** The form's fields besides the rows, as the server takes them (money and dates as strings). */
export interface CollectionFields {
  amount: string;
  cb_amount: string;
  total_amount: string;
  payment_type: CollectionPaymentType | null;
  check_number: string;
  check_date: string;
  check_deposit_date: string;
  posting_date: string;
  notes: string;
}

export type CollectionField = keyof CollectionFields;

/** One chosen row as it is sent. */
export interface CollectionSaveRow {
  id: number;
  kind: CollectionRow['kind'];
  collected_amount: string;
  uc: string;
  move_to_cb: boolean;
}

/** What the save sends: the multipart's fields, the attachment and the form's key. */
export interface SaveCollectionInput {
  collection: CollectionFields & {
    prospect_id: number;
    debtor_id: number;
    collection_type: CollectionType;
    /** Σ of the rows' unapplied cash. */
    uc_collected: string;
    invoices: CollectionSaveRow[];
  };
  attachment: File;
  idempotencyKey: string;
}

export type { CollectionProblem };

export type CollectionFailure = 'load' | 'save';

export interface CollectionContext extends FailedCall<CollectionFailure> {
  idempotencyKey: string;
  lockedClientId: number | null;
  collectionType: CollectionType | null;
  clientId: number | null;
  debtorId: number | null;
  /** The rows offered, each with what the user entered on it. */
  rows: CollectionRow[];
  /** The chosen rows, by `rowKey`. */
  selected: string[];
  unappliedCash: string;
  /** The offered rows' funding dates, by `rowKey`. */
  fundingDates: Readonly<Record<string, string | null>>;
  /** Settle unapplied cash: only while the option is offered. */
  settleUc: boolean;
  fields: CollectionFields;
  attachment: File | null;
  /** What the last SUBMIT broke, verbatim. */
  problems: CollectionProblem[];
}

export type CollectionEvent =
  | { type: 'CHOOSE_TYPE'; collectionType: CollectionType }
  | { type: 'SET_CLIENT'; clientId: number | null }
  | { type: 'SET_DEBTOR'; debtorId: number | null }
  | { type: 'TOGGLE_ROW'; key: string; selected: boolean }
  | { type: 'SET_ROW_AMOUNT'; key: string; amount: string }
  | { type: 'SET_ROW_UC'; key: string; uc: string }
  | { type: 'SET_ROW_MOVE_TO_CB'; key: string; moveToCb: boolean }
  | { type: 'SET_SETTLE_UC'; settleUc: boolean }
  | { type: 'SET_FIELD'; field: CollectionField; value: string }
  | { type: 'SET_PAYMENT_TYPE'; paymentType: CollectionPaymentType | null }
  | { type: 'SET_ATTACHMENT'; file: File | null }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'CANCEL' };

/** A row's key: invoices and chargebacks number apart, so their ids may meet. */
export function rowKey(row: Pick<CollectionRow, 'kind' | 'id'>): string {
  return `${row.kind}:${row.id}`;
}

export const blankFields: CollectionFields = {
  amount: '',
  cb_amount: '',
  total_amount: '',
  payment_type: null,
  check_number: '',
  check_date: '',
  check_deposit_date: '',
  posting_date: '',
  notes: '',
};

/** The dates in their order: changing one clears the later ones. */
const dateOrder = ['check_date', 'check_deposit_date', 'posting_date'] as const;

const notProvided = placeholdersFor('collection');

/** Everything below the type: what choosing another type empties. */
function emptyForm(lockedClientId: number | null) {
  return {
    clientId: lockedClientId,
    debtorId: null,
    rows: [],
    selected: [],
    unappliedCash: '0.00',
    fundingDates: {},
    settleUc: false,
    fields: blankFields,
    attachment: null,
    problems: [],
    ...noFailure,
  };
}

/** The chosen rows, in the order offered. */
export function selectedRows(context: CollectionContext): CollectionRow[] {
  return context.rows.filter((row) => context.selected.includes(rowKey(row)));
}

/** Forces off what the rules forbid: move to chargeback, and unapplied cash without the option. */
function normalized(context: CollectionContext): Pick<CollectionContext, 'rows' | 'settleUc'> {
  const settleUc = context.settleUc && ucOfferedIn(context);
  const rows = context.rows.map((row) => {
    let next = row;
    if (!settleUc && row.uc !== '') next = { ...next, uc: '' };
    // More cash on a row leaves less of its balance for unapplied cash.
    if (settleUc && next.uc !== '') {
      const uc = cappedUc(context, next, next.uc);
      if (uc !== next.uc) next = { ...next, uc };
    }
    if (next.move_to_cb && !moveToCbAllowed(next)) next = { ...next, move_to_cb: false };
    return next;
  });
  return { rows, settleUc };
}

/** The amount as a decimal, '0' for none (the rules count text that is no amount as nothing). */
function amountText(text: string): string {
  const parsed = parseMoney(text);
  return parsed === null ? '0.00' : toMoneyString(parsed);
}

/** The cash of the collection: type 3 adds the chargebacks amount to the amount. */
function cashOf(context: CollectionContext): string {
  const { amount, cb_amount } = context.fields;
  return context.collectionType === 3
    ? toMoneyString(addMoney(amountText(amount), amountText(cb_amount)))
    : amount;
}

/** What the shared rules read of the form. */
export function rulesInput(context: CollectionContext): CollectionInput {
  const type = context.collectionType ?? 1;
  return {
    type,
    amount: context.fields.amount,
    cb_amount: type === 3 ? context.fields.cb_amount : '',
    total_amount: type === 3 ? context.fields.total_amount : context.fields.amount,
    rows: selectedRows(context),
    pool: context.unappliedCash,
  };
}

/** Whether the settle-unapplied-cash option is offered: cash below the chosen rows, and a pool. */
function ucOfferedIn(context: CollectionContext): boolean {
  const rows = selectedRows(context);
  if (rows.length === 0) return false;
  return ucOptionOffered({
    type: context.collectionType ?? 1,
    amount: amountText(cashOf(context)),
    selectedTotal: selectedTotalOf(rows),
    pool: context.unappliedCash,
  });
}

function updateRow(
  context: CollectionContext,
  key: string,
  change: (row: CollectionRow) => CollectionRow,
): CollectionRow[] {
  return context.rows.map((row) => (rowKey(row) === key ? change(row) : row));
}

/** The amount as the server takes it: two decimals, '0.00' for none. */
function moneyOf(text: string): string {
  const parsed = parseMoney(text);
  return parsed === null ? '0.00' : toMoneyString(parsed);
}

/** The collection as it is sent, the client and debtor as far as chosen. */
function collectionOf(context: CollectionContext) {
  const { fields, collectionType } = context;
  return {
    ...fields,
    amount: moneyOf(fields.amount),
    cb_amount: collectionType === 3 ? moneyOf(fields.cb_amount) : '0.00',
    total_amount: collectionType === 3 ? moneyOf(fields.total_amount) : moneyOf(fields.amount),
    check_deposit_date: fields.payment_type === 2 ? '' : fields.check_deposit_date,
    prospect_id: context.clientId,
    debtor_id: context.debtorId,
    collection_type: collectionType ?? 1,
    uc_collected: context.settleUc ? ucCollectedOf(selectedRows(context)) : '0.00',
    invoices: selectedRows(context).map((row) => ({
      id: row.id,
      kind: row.kind,
      collected_amount: moneyOf(row.collected_amount),
      uc: context.settleUc ? moneyOf(row.uc) : '0.00',
      move_to_cb: row.move_to_cb,
    })),
  };
}

/** The multipart's text fields (the rows as JSON, the rest as text): what the save sends beside the file. */
export function collectionFormFields(collection: Record<string, unknown>): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const [name, value] of Object.entries(collection)) {
    if (value === null) continue;
    sent[name] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return sent;
}

/**
 * The problems of the form as it stands, in the words the server would use: the collection's rules
 * (rows and amounts), the payment's (the save's own schema: type, number, dates and their order),
 * posting before a chosen invoice's funding date, and the attachment.
 */
export function problemsOf(context: CollectionContext): CollectionProblem[] {
  const problems: CollectionProblem[] = [...collectionProblems(rulesInput(context))];
  const collection = collectionOf(context);
  const parsed = CollectionSaveSchema.safeParse(collectionFormFields(collection));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field === 'invoices') continue; // the rows' own rules said it above
      problems.push({ field, message: issue.message });
    }
  }
  if (isIsoDate(collection.posting_date)) {
    const fundingDates = selectedRows(context).map((row) => context.fundingDates[rowKey(row)] ?? null);
    const early = postingBeforeFunding(collection.posting_date, fundingDates);
    if (early !== null) problems.push({ field: 'posting_date', message: early });
  }
  if (context.attachment === null)
    problems.push({ field: 'attachment', message: messages.collection.attachmentRequired });
  return problems;
}

function saveInputOf(context: CollectionContext): SaveCollectionInput {
  const { clientId, debtorId, attachment } = context;
  if (clientId === null || debtorId === null || attachment === null)
    throw new Error('collection: the form is not complete');
  return {
    collection: { ...collectionOf(context), prospect_id: clientId, debtor_id: debtorId },
    attachment,
    idempotencyKey: context.idempotencyKey,
  };
}

/** The edits the form takes while editing, and after a refused save (which they return to editing). */
const edits = {
  TOGGLE_ROW: { actions: 'toggleRow' },
  SET_ROW_AMOUNT: { actions: 'setRowAmount' },
  SET_ROW_UC: { actions: 'setRowUc' },
  SET_ROW_MOVE_TO_CB: { actions: 'setRowMoveToCb' },
  SET_SETTLE_UC: { actions: 'setSettleUc' },
  SET_FIELD: { actions: 'setField' },
  SET_PAYMENT_TYPE: { actions: 'setPaymentType' },
  SET_ATTACHMENT: { actions: 'setAttachment' },
} as const;

/** Another type, client or debtor: from every step of the form but the save itself. */
const choices = {
  // The card already chosen keeps the form; another type empties it.
  CHOOSE_TYPE: { guard: 'anotherType', target: '.pickingPair', actions: 'chooseType' },
  SET_CLIENT: { target: '.pickingPair', actions: 'setClient' },
  SET_DEBTOR: [
    { guard: 'pairComplete', target: '.loadingRows', actions: 'setDebtor' },
    { target: '.pickingPair', actions: 'setDebtor' },
  ],
  CANCEL: { target: 'cancelled' },
} as const;

export const collectionMachine = setup({
  types: {} as { input: CollectionMachineInput; context: CollectionContext; events: CollectionEvent },
  actors: {
    loadRows: fromPromise<LoadedRows, LoadRowsInput>(notProvided('loadRows')),
    saveCollection: fromPromise<unknown, SaveCollectionInput>(notProvided('saveCollection')),
  },
  guards: {
    anotherType: ({ context, event }) =>
      event.type === 'CHOOSE_TYPE' && event.collectionType !== context.collectionType,
    pairComplete: ({ context, event }) =>
      event.type === 'SET_DEBTOR' && event.debtorId !== null && context.clientId !== null,
    formAccepted: ({ context }) => problemsOf(context).length === 0,
  },
  actions: {
    chooseType: assign(({ context, event }) =>
      event.type === 'CHOOSE_TYPE'
        ? { collectionType: event.collectionType, ...emptyForm(context.lockedClientId) }
        : {},
    ),
    setClient: assign(({ context, event }) => {
      if (event.type !== 'SET_CLIENT' || context.lockedClientId !== null) return {};
      return { ...emptyForm(null), clientId: event.clientId };
    }),
    setDebtor: assign(({ context, event }) => {
      if (event.type !== 'SET_DEBTOR') return {};
      return { ...emptyForm(null), clientId: context.clientId, debtorId: event.debtorId };
    }),
    adoptRows: assign((_, loaded: LoadedRows) => ({
      rows: loaded.rows.map(({ id, kind, invoice_no, balance }) => ({
        id,
        kind,
        invoice_no,
        balance,
        collected_amount: '',
        uc: '',
        move_to_cb: false,
      })),
      fundingDates: Object.fromEntries(loaded.rows.map((row) => [rowKey(row), row.funding_date ?? null])),
      unappliedCash: loaded.unappliedCash,
    })),
    toggleRow: assign(({ context, event }) => {
      if (event.type !== 'TOGGLE_ROW') return {};
      const others = context.selected.filter((key) => key !== event.key);
      const known = context.rows.some((row) => rowKey(row) === event.key);
      const selected = event.selected && known ? [...others, event.key] : others;
      const rows = event.selected
        ? context.rows
        : updateRow(context, event.key, (row) => ({
            ...row,
            collected_amount: '',
            uc: '',
            move_to_cb: false,
          }));
      return { selected, ...normalized({ ...context, selected, rows }) };
    }),
    setRowAmount: assign(({ context, event }) => {
      if (event.type !== 'SET_ROW_AMOUNT') return {};
      const rows = updateRow(context, event.key, (row) => ({ ...row, collected_amount: event.amount }));
      return normalized({ ...context, rows });
    }),
    setRowUc: assign(({ context, event }) => {
      if (event.type !== 'SET_ROW_UC' || !context.settleUc) return {};
      const rows = updateRow(context, event.key, (row) => ({ ...row, uc: cappedUc(context, row, event.uc) }));
      return { rows };
    }),
    setRowMoveToCb: assign(({ context, event }) => {
      if (event.type !== 'SET_ROW_MOVE_TO_CB') return {};
      const rows = updateRow(context, event.key, (row) => ({
        ...row,
        move_to_cb: event.moveToCb && moveToCbAllowed(row),
      }));
      return { rows };
    }),
    setSettleUc: assign(({ context, event }) =>
      event.type === 'SET_SETTLE_UC' ? normalized({ ...context, settleUc: event.settleUc }) : {},
    ),
    setField: assign(({ context, event }) => {
      if (event.type !== 'SET_FIELD') return {};
      const fields = { ...context.fields, [event.field]: event.value };
      const at = dateOrder.indexOf(event.field as (typeof dateOrder)[number]);
      if (at >= 0 && context.fields[event.field] !== event.value)
        for (const later of dateOrder.slice(at + 1)) fields[later] = '';
      return { fields, ...normalized({ ...context, fields }) };
    }),
    setPaymentType: assign(({ context, event }) => {
      if (event.type !== 'SET_PAYMENT_TYPE') return {};
      const fields = { ...context.fields, payment_type: event.paymentType };
      if (event.paymentType === 2) fields.check_deposit_date = '';
      return { fields };
    }),
    setAttachment: assign(({ event }) => (event.type === 'SET_ATTACHMENT' ? { attachment: event.file } : {})),
    refuse: assign(({ context }) => ({ problems: problemsOf(context), ...noFailure })),
    accept: assign({ problems: [], ...noFailure }),
    clearError: assign(noFailure),
    recordFailure: assign((_, failed: { failure: CollectionFailure; error: unknown }) => failedCall(failed)),
  },
}).createMachine({
  id: 'collection',
  context: ({ input }) => ({
    idempotencyKey: input.idempotencyKey ?? crypto.randomUUID(),
    lockedClientId: input.lockedClientId ?? null,
    collectionType: null,
    ...emptyForm(input.lockedClientId ?? null),
  }),
  initial: 'choosingType',
  states: {
    choosingType: {
      on: {
        CHOOSE_TYPE: { target: 'form', actions: 'chooseType' },
        CANCEL: { target: 'cancelled' },
      },
    },
    form: {
      initial: 'pickingPair',
      on: choices,
      states: {
        pickingPair: {},
        loadingRows: {
          invoke: {
            id: 'loadRows',
            src: 'loadRows',
            input: ({ context }) => ({
              clientId: context.clientId ?? 0,
              debtorId: context.debtorId ?? 0,
              collectionType: context.collectionType ?? 1,
            }),
            onDone: {
              target: 'editing',
              actions: { type: 'adoptRows', params: ({ event }) => event.output },
            },
            onError: {
              target: 'loadFailed',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({ failure: 'load' as const, error: event.error }),
              },
            },
          },
        },
        loadFailed: {
          on: { RETRY: { target: 'loadingRows', actions: 'clearError' } },
        },
        editing: {
          on: {
            ...edits,
            SUBMIT: [
              { guard: 'formAccepted', target: '#collection.saving', actions: 'accept' },
              { actions: 'refuse' },
            ],
          },
        },
        saveFailed: {
          on: {
            ...Object.fromEntries(
              Object.entries(edits).map(([type, edit]) => [
                type,
                { ...edit, target: 'editing', actions: [edit.actions, 'clearError'] },
              ]),
            ),
            // The form is as it was accepted: sending it again is a retry, under the same key.
            RETRY: { target: '#collection.saving', actions: 'clearError' },
            SUBMIT: { target: '#collection.saving', actions: 'clearError' },
          },
        },
      },
    },
    saving: {
      invoke: {
        id: 'saveCollection',
        src: 'saveCollection',
        input: ({ context }) => saveInputOf(context),
        onDone: { target: 'completed' },
        onError: {
          target: 'form.saveFailed',
          actions: {
            type: 'recordFailure',
            params: ({ event }) => ({ failure: 'save' as const, error: event.error }),
          },
        },
      },
    },
    completed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type CollectionMachine = typeof collectionMachine;
export type CollectionSnapshot = SnapshotFrom<CollectionMachine>;

/** The unapplied cash a row may take: the rules' cap within what the other rows left of the pool. */
function cappedUc(context: CollectionContext, row: CollectionRow, typed: string): string {
  const value = parseMoney(typed);
  if (value === null) return typed;
  const others = selectedRows(context).filter((other) => rowKey(other) !== rowKey(row));
  const poolLeft = subtractMoney(
    amountText(context.unappliedCash),
    addMoney('0', ...others.map((o) => amountText(o.uc))),
  );
  const cap = ucCapFor(row, toMoneyString(poolLeft));
  return compareMoney(value, cap) > 0 ? cap : typed;
}

/** True when the settle-unapplied-cash option shows. */
export function ucOffered(snapshot: CollectionSnapshot): boolean {
  return ucOfferedIn(snapshot.context);
}

/** The less-than / greater-than warning of the amount against the chosen invoices, or null. */
export function amountWarningOf(snapshot: CollectionSnapshot): string | null {
  const { context } = snapshot;
  const rows = selectedRows(context);
  if (rows.length === 0 || context.fields.amount === '') return null;
  return amountWarningMessage(amountWarning(amountText(cashOf(context)), selectedTotalOf(rows)));
}

/** The saved toast, the failed save's message, or the failed load's; null otherwise. */
export function collectionToastOf(snapshot: CollectionSnapshot): ToastText | null {
  if (snapshot.matches('completed'))
    return { title: messages.collection.collections, message: messages.collection.completed };
  const { failure, error } = snapshot.context;
  if (error === null || failure === null) return null;
  return {
    title: failure === 'load' ? messages.titles.fetchFailed : messages.titles.error,
    message: error,
  };
}

/** True while a call is under way. */
export function isBusy(snapshot: CollectionSnapshot): boolean {
  return snapshot.matches('saving') || snapshot.matches({ form: 'loadingRows' });
}

/** The form has something the user would lose on leaving. */
export function isDirty(snapshot: CollectionSnapshot): boolean {
  const { context } = snapshot;
  return (
    context.collectionType !== null &&
    (context.selected.length > 0 ||
      context.attachment !== null ||
      Object.entries(context.fields).some(
        ([field, value]) => value !== blankFields[field as CollectionField],
      ))
  );
}
