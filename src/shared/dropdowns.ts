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

export const dropdowns = {
  /** Application step 1 'Legal Status'; the prospect stores the value as text (company_legal_status). */
  prospect_legal_status: [
    { name: 'Sole Proprietorship', value: 1 },
    { name: 'General Partnership', value: 2 },
    { name: 'Limited Partnership', value: 3 },
    { name: 'Limited Liability Company (LLC)', value: 4 },
    { name: 'S Corporation', value: 5 },
    { name: 'C Corporation', value: 6 },
    { name: 'Non-profit Organization', value: 7 },
  ],
  /** Follow-up answers recorded for a tentative application (duly_filled_status future_status). */
  prospect_future_response: [
    { name: 'Interested - Will Complete Application', value: 1 },
    { name: 'Documents Pending', value: 2 },
    { name: 'Call Back Later', value: 3 },
    { name: 'No Response', value: 4 },
    { name: 'Not Interested', value: 5 },
  ],
  /**
   * Debtor status: pending, Active, Terminated (part 2 §3 and §4); 'deleted' is a separate flag,
   * not a status. A new debtor starts pending (0).
   */
  debtor_status: [
    { name: 'Pending', value: 0 },
    { name: 'Active', value: 1 },
    { name: 'Terminated', value: 2 },
  ],
  /**
   * Broker status (part 1 §4): an Approved broker (2) may only move to 3, after which the status
   * locks. Sending the agreement is allowed while Approved, so 3 is not 'Agreement Sent'; the one
   * way out of Approved that never returns is deactivation, hence 'Inactive'. 0 is a declined
   * application (the broker area's `brokerStatusValues.rejected`).
   */
  broker_status: [
    { name: 'Rejected', value: 0 },
    { name: 'Pending', value: 1 },
    { name: 'Approved', value: 2 },
    { name: 'Inactive', value: 3 },
  ],
  /** Part 2 §9: 0 ACH, 1 Check, 2 Wire (a new invoice defaults to 2). */
  payment_type: [
    { name: 'ACH', value: 0 },
    { name: 'Check', value: 1 },
    { name: 'Wire', value: 2 },
  ],
  /**
   * Part 2 §9: 1 initial, 2 approved, 3 denied, shown 'Declined'. The invoice list's filter adds
   * 'All' (0) in front itself; it is not part of the list.
   */
  invoice_status: [
    { name: 'Pending', value: 1 },
    { name: 'Approved', value: 2 },
    { name: 'Declined', value: 3 },
  ],
  /** The settle status chosen in the Adjust Chargeback dialog (part 2 §4). */
  chargeback_adjust: [
    { name: 'Fully Settled', value: 1 },
    { name: 'Partially Settled', value: 2 },
  ],
  /** The area a support ticket is about (part 3 §7). */
  support_module: [
    { name: 'Dashboard', value: 1 },
    { name: 'Prospects', value: 2 },
    { name: 'Clients', value: 3 },
    { name: 'Debtors', value: 4 },
    { name: 'Brokers', value: 5 },
    { name: 'Invoices', value: 6 },
    { name: 'Schedule of Assignment', value: 7 },
    { name: 'Schedule of Funding', value: 8 },
    { name: 'Collections', value: 9 },
    { name: 'Unapplied Cash', value: 10 },
    { name: 'Reserves', value: 11 },
    { name: 'Chargebacks', value: 12 },
    { name: 'Credit Requests', value: 13 },
    { name: 'Reports', value: 14 },
    { name: 'General Ledger', value: 15 },
    { name: 'Documents', value: 16 },
    { name: 'Chat', value: 17 },
    { name: 'Users and Roles', value: 18 },
    { name: 'Settings', value: 19 },
    { name: 'Other', value: 20 },
  ],
  support_ticket_priority: [
    { name: 'Low', value: 1 },
    { name: 'Medium', value: 2 },
    { name: 'High', value: 3 },
    { name: 'Critical', value: 4 },
  ],
  support_ticket_type: [
    { name: 'Issue', value: 1 },
    { name: 'Question', value: 2 },
    { name: 'Feature Request', value: 3 },
    { name: 'Access Request', value: 4 },
    { name: 'Data Correction', value: 5 },
  ],
  /**
   * Part 3 §4: client, debtor and broker roles are offered only value 0. Those roles never see
   * closed tickets ('Include closed tickets' is not offered to them), so they could not reopen one;
   * the one change left to a ticket's raiser is closing it, hence 0 = 'Closed'. New tickets are Open.
   */
  support_ticket_status: [
    { name: 'Closed', value: 0 },
    { name: 'Open', value: 1 },
    { name: 'In Progress', value: 2 },
    { name: 'On Hold', value: 3 },
    { name: 'Resolved', value: 4 },
  ],
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
