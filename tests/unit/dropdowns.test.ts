import { describe, expect, it } from 'vitest';
import {
  brokerStatuses,
  debtorStatuses,
  debtorStatusTargets,
  dropdownLabel,
  dropdownNames,
  dropdowns,
  dropdownText,
  invoiceStatuses,
  paymentTypes,
  supportStatusForExternalRoles,
  type DropdownItem,
} from '../../src/shared/dropdowns';
import { industries, industryTitles } from '../../src/shared/industries';
import { dropdownEndpoints } from '../../src/shared/contract/dropdowns';

const pairs = (name: keyof typeof dropdowns) =>
  (dropdowns[name] as readonly DropdownItem[]).map(({ value, name: label }) => [value, label]);

describe('select lists', () => {
  it('names every list of the three parts', () => {
    expect([...dropdownNames].sort()).toEqual(
      [
        'prospect_legal_status',
        'prospect_future_response',
        'debtor_status',
        'broker_status',
        'payment_type',
        'invoice_status',
        'chargeback_adjust',
        'support_module',
        'support_ticket_priority',
        'support_ticket_type',
        'support_ticket_status',
      ].sort(),
    );
  });

  it('has unique integer values and unique, non-empty names in every list', () => {
    for (const name of dropdownNames) {
      const items: readonly DropdownItem[] = dropdowns[name];
      expect(items.length, name).toBeGreaterThan(0);
      expect(
        items.every((i) => Number.isInteger(i.value) && i.value >= 0),
        name,
      ).toBe(true);
      expect(new Set(items.map((i) => i.value)).size, name).toBe(items.length);
      expect(new Set(items.map((i) => i.name.trim())).size, name).toBe(items.length);
      expect(
        items.every((i) => i.name.trim() !== ''),
        name,
      ).toBe(true);
    }
  });

  it('keeps the codes the spec fixes', () => {
    expect(pairs('payment_type')).toEqual([
      [0, 'ACH'],
      [1, 'Check'],
      [2, 'Wire'],
    ]);
    expect(paymentTypes).toEqual({ ach: 0, check: 1, wire: 2 });
    expect(pairs('invoice_status')).toEqual([
      [1, 'Pending'],
      [2, 'Approved'],
      [3, 'Declined'],
    ]);
    expect(invoiceStatuses).toEqual({ initial: 1, approved: 2, declined: 3 });
    // 'All' (0) is added by the invoice filter, never by the list.
    expect(dropdownLabel('invoice_status', 0)).toBeUndefined();
    expect(dropdownLabel('broker_status', brokerStatuses.approved)).toBe('Approved');
    expect(pairs('broker_status').map(([value]) => value)).toEqual([0, 1, 2, 3]);
    expect(brokerStatuses).toEqual({ rejected: 0, pending: 1, approved: 2, inactive: 3 });
    expect(pairs('debtor_status')).toEqual([
      [0, 'Pending'],
      [1, 'Active'],
      [2, 'Terminated'],
    ]);
    expect(debtorStatuses).toEqual({ pending: 0, active: 1, terminated: 2 });
    expect(dropdownLabel('support_ticket_status', supportStatusForExternalRoles)).toBe('Closed');
  });

  it('offers the legal forms of a US business', () => {
    const names = pairs('prospect_legal_status').map(([, label]) => label);
    for (const form of ['Sole Proprietorship', 'S Corporation', 'C Corporation', 'Non-profit Organization'])
      expect(names).toContain(form);
    expect(names.some((n) => String(n).includes('LLC'))).toBe(true);
  });

  it('moves debtors between statuses as part 2 §4 allows', () => {
    expect(debtorStatusTargets).toEqual({ 0: [1, 2], 1: [2], 2: [1] });
  });

  it('sends each list as JSON text of its name/value items', () => {
    expect(JSON.parse(dropdownText('payment_type'))).toEqual([
      { name: 'ACH', value: 0 },
      { name: 'Check', value: 1 },
      { name: 'Wire', value: 2 },
    ]);
  });

  it('refuses unknown lists, empty and oversized selections', () => {
    const request = dropdownEndpoints.dropdowns.request;
    expect(request.safeParse({ select: ['payment_type', 'debtor_status'] }).success).toBe(true);
    expect(request.safeParse({ select: ['nope'] }).success).toBe(false);
    expect(request.safeParse({ select: [] }).success).toBe(false);
    expect(request.safeParse({ select: Array(21).fill('payment_type') }).success).toBe(false);
  });
});

describe('industries', () => {
  it('numbers about sixty unique titles by position, each within the 30-character field', () => {
    expect(industries.length).toBeGreaterThanOrEqual(55);
    expect(new Set(industryTitles).size).toBe(industryTitles.length);
    industries.forEach((industry, index) => expect(industry.id).toBe(index + 1));
    expect(industries.every((i) => i.title.length <= 30)).toBe(true);
  });
});
