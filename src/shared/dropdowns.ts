/**
 * The server's named select lists (spec part 1 §7 and §4, part 2 §3, §7 and §9, part 3 §4 and §7).
 * The dropdown lookup answers each list as the JSON text of its `{ name, value }` items, in the
 * order below, which is the order the screens offer them.
 *
 * Where the spec fixes a code it is kept (payment types, invoice statuses, broker status 2, the
 * support status offered to client, debtor and broker roles); elsewhere the values are ours.
 */

export interface DropdownItem {
  readonly name: string;
  readonly value: number;
}

/** A list as the table below writes it: each item `[name, value]`, the values kept as literal types. */
function items<const T extends readonly (readonly [name: string, value: number])[]>(list: T) {
  return list.map(([name, value]) => ({ name, value })) as {
    readonly [K in keyof T]: { readonly name: T[K][0]; readonly value: T[K][1] };
  };
}

export const dropdowns = {
  /** Application step 1 'Legal Status'; the prospect stores the value as text (company_legal_status). */
  prospect_legal_status: items([
    ['Sole Proprietorship', 1],
    ['General Partnership', 2],
    ['Limited Partnership', 3],
    ['Limited Liability Company (LLC)', 4],
    ['S Corporation', 5],
    ['C Corporation', 6],
    ['Non-profit Organization', 7],
  ]),
  /** Follow-up answers recorded for a tentative application (duly_filled_status future_status). */
  prospect_future_response: items([
    ['Interested - Will Complete Application', 1],
    ['Documents Pending', 2],
    ['Call Back Later', 3],
    ['No Response', 4],
    ['Not Interested', 5],
  ]),
  /**
   * Debtor status: pending, Active, Terminated (part 2 §3 and §4); 'deleted' is a separate flag,
   * not a status. A new debtor starts pending (0).
   */
  debtor_status: items([
    ['Pending', 0],
    ['Active', 1],
    ['Terminated', 2],
  ]),
  /**
   * Broker status (part 1 §4): an Approved broker (2) may only move to 3, after which the status
   * locks. Sending the agreement is allowed while Approved, so 3 is not 'Agreement Sent'; the one
   * way out of Approved that never returns is deactivation, hence 'Inactive'. 0 is a declined
   * application (the broker area's `brokerStatusValues.rejected`).
   */
  broker_status: items([
    ['Rejected', 0],
    ['Pending', 1],
    ['Approved', 2],
    ['Inactive', 3],
  ]),
  /** Part 2 §9: 0 ACH, 1 Check, 2 Wire (a new invoice defaults to 2). */
  payment_type: items([
    ['ACH', 0],
    ['Check', 1],
    ['Wire', 2],
  ]),
  /**
   * Part 2 §9: 1 initial, 2 approved, 3 denied, shown 'Declined'. The invoice list's filter adds
   * 'All' (0) in front itself; it is not part of the list.
   */
  invoice_status: items([
    ['Pending', 1],
    ['Approved', 2],
    ['Declined', 3],
  ]),
  /** The settle status chosen in the Adjust Chargeback dialog (part 2 §4). */
  chargeback_adjust: items([
    ['Fully Settled', 1],
    ['Partially Settled', 2],
  ]),
  /** The area a support ticket is about (part 3 §7). */
  support_module: items([
    ['Dashboard', 1],
    ['Prospects', 2],
    ['Clients', 3],
    ['Debtors', 4],
    ['Brokers', 5],
    ['Invoices', 6],
    ['Schedule of Assignment', 7],
    ['Schedule of Funding', 8],
    ['Collections', 9],
    ['Unapplied Cash', 10],
    ['Reserves', 11],
    ['Chargebacks', 12],
    ['Credit Requests', 13],
    ['Reports', 14],
    ['General Ledger', 15],
    ['Documents', 16],
    ['Chat', 17],
    ['Users and Roles', 18],
    ['Settings', 19],
    ['Other', 20],
  ]),
  support_ticket_priority: items([
    ['Low', 1],
    ['Medium', 2],
    ['High', 3],
    ['Critical', 4],
  ]),
  support_ticket_type: items([
    ['Issue', 1],
    ['Question', 2],
    ['Feature Request', 3],
    ['Access Request', 4],
    ['Data Correction', 5],
  ]),
  /**
   * Part 3 §4: client, debtor and broker roles are offered only value 0. Those roles never see
   * closed tickets ('Include closed tickets' is not offered to them), so they could not reopen one;
   * the one change left to a ticket's raiser is closing it, hence 0 = 'Closed'. New tickets are Open.
   */
  support_ticket_status: items([
    ['Closed', 0],
    ['Open', 1],
    ['In Progress', 2],
    ['On Hold', 3],
    ['Resolved', 4],
  ]),
} as const satisfies Record<string, readonly DropdownItem[]>;

export type DropdownName = keyof typeof dropdowns;
export type DropdownValue<N extends DropdownName> = (typeof dropdowns)[N][number]['value'];

export const dropdownNames = Object.keys(dropdowns) as [DropdownName, ...DropdownName[]];

/** The fixed codes other modules compare against. */
export const paymentTypes = { ach: 0, check: 1, wire: 2 } as const satisfies Record<
  string,
  DropdownValue<'payment_type'>
>;
export const invoiceStatuses = { initial: 1, approved: 2, declined: 3 } as const satisfies Record<
  string,
  DropdownValue<'invoice_status'>
>;
export const debtorStatuses = { pending: 0, active: 1, terminated: 2 } as const satisfies Record<
  string,
  DropdownValue<'debtor_status'>
>;
export const brokerStatuses = { rejected: 0, pending: 1, approved: 2, inactive: 3 } as const satisfies Record<
  string,
  DropdownValue<'broker_status'>
>;
/** The status offered to client, debtor and broker roles (part 3 §4). */
export const supportStatusForExternalRoles = 0 satisfies DropdownValue<'support_ticket_status'>;

/**
 * Debtor Change Status (part 2 §4): pending gives Active or Terminated, Active gives Terminated,
 * Terminated gives Active.
 */
export const debtorStatusTargets: Readonly<
  Record<DropdownValue<'debtor_status'>, readonly DropdownValue<'debtor_status'>[]>
> = {
  0: [1, 2],
  1: [2],
  2: [1],
};

/** The list's items as the dropdown lookup sends them: JSON text of `{ name, value }` items. */
export function dropdownText(name: DropdownName): string {
  return JSON.stringify(dropdowns[name]);
}

/** The label of a value in a list, or undefined when the value is not one of it. */
export function dropdownLabel(name: DropdownName, value: number): string | undefined {
  const items: readonly DropdownItem[] = dropdowns[name];
  return items.find((item) => item.value === value)?.name;
}
