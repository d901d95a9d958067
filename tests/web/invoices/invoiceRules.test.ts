import { describe, expect, it } from 'vitest';
import { advanceAmountOf, invoiceDueDateOf, invoiceFiguresOf } from '../../../src/shared/invoiceTerms';
import { InvoiceFormSchema } from '../../../src/shared/validation/invoiceForm';
import { InvoiceNoSchema, invoiceNumberBase } from '../../../src/shared/validation/invoiceRow';
import {
  invoiceSelectionRefusal,
  MoveToScheduleFormSchema,
} from '../../../src/shared/validation/moveToSchedule';
import { creditRefusals, repeatedInvoiceRows } from '../../../src/shared/validation/scheduleForm';

describe('the invoice terms', () => {
  it('computes the advance as amount × advance %, half-up to cents', () => {
    expect(advanceAmountOf('2500.55', '80.00')).toBe('2000.44');
    // 3.33 × 50 % = 1.665: half-up gives 1.67, where a float would give 1.66.
    expect(advanceAmountOf('3.33', '50')).toBe('1.67');
    expect(advanceAmountOf('99999999.99', '100')).toBe('99999999.99');
    expect(advanceAmountOf('0', '80')).toBe('0.00');
  });

  it('puts the due date at invoice date + net term − 1 day', () => {
    expect(invoiceDueDateOf('2026-11-01', 30)).toBe('2026-11-30');
    expect(invoiceDueDateOf('2028-02-01', 29)).toBe('2028-02-29');
    expect(invoiceDueDateOf('2026-12-15', 45)).toBe('2027-01-28');
    expect(invoiceDueDateOf('2026-11-01', 1)).toBe('2026-11-01');
  });

  it('gives a zero-funding re-issue no advance', () => {
    const terms = { advance_percentage: '80.00', net_invoice_term: 30 };
    const invoice = { invoice_amount: '1200.00', invoice_date: '2026-10-01' };
    expect(invoiceFiguresOf(invoice, terms)).toEqual({
      advance_amount: '960.00',
      invoice_due_date: '2026-10-30',
    });
    expect(invoiceFiguresOf(invoice, terms, true).advance_amount).toBe('0.00');
  });
});

describe('the invoice number', () => {
  const parse = (value: string) => InvoiceNoSchema.safeParse(value);
  it('takes 1 to 6 digits above 0, and a re-issue suffix', () => {
    expect(parse('123456').success).toBe(true);
    expect(parse('007').success).toBe(true);
    expect(parse('123456-12').success).toBe(true);
    expect(parse('1234567').error?.issues[0]?.message).toBe('Invoice No must be at most 6 digits');
    expect(parse('0').error?.issues[0]?.message).toBe('Invoice No must be greater than 0');
    expect(parse('12 4').error?.issues[0]?.message).toBe('Invoice No may contain digits only');
    expect(parse('123-1234').success).toBe(false);
    expect(parse('').error?.issues[0]?.message).toBe('Invoice No is required');
  });
  it('knows an invoice and its re-issues by the part before the dash', () => {
    expect(invoiceNumberBase('654321-2')).toBe('654321');
    expect(repeatedInvoiceRows(['1001', '2002', '1001-1', '3003'])).toEqual([2]);
    expect(repeatedInvoiceRows(['4004'], ['4004-2'])).toEqual([0]);
  });
});

describe('the invoice form rules', () => {
  const valid = {
    prospect_id: 7,
    debtor_id: 3,
    debtor_contact: ['AP@Northwind.example', 'ap@northwind.example'],
    invoice_no: '100101',
    invoice_amount: '1250.5',
    invoice_date: '11/01/2026',
    commitment_date: '',
    Tentative_payment_mode: '',
    net_invoice_term: 30,
    invoice_due_date: '2026-11-30',
    advance_percentage: '80.00',
    advance_amount: '1000.40',
    status: 1,
    payment_type: 2,
    note: '',
  };
  it('reads JSON and form data alike', () => {
    const parsed = InvoiceFormSchema.parse(valid);
    expect(parsed).toMatchObject({
      invoice_amount: '1250.50',
      invoice_date: '2026-11-01',
      commitment_date: null,
    });
    expect(parsed.debtor_contact).toEqual(['ap@northwind.example']);
    const asText = InvoiceFormSchema.parse({
      ...valid,
      prospect_id: '7',
      debtor_id: '3',
      debtor_contact: '["ap@northwind.example"]',
      net_invoice_term: '30',
      status: '1',
      payment_type: '2',
    });
    expect(asText).toMatchObject({
      prospect_id: 7,
      debtor_id: 3,
      status: 1,
      payment_type: 2,
      net_invoice_term: 30,
    });
  });
  it('refuses what the spec refuses', () => {
    const first = (overrides: Record<string, unknown>) =>
      InvoiceFormSchema.safeParse({ ...valid, ...overrides }).error?.issues[0]?.message;
    expect(first({ invoice_amount: '-1' })).toBe(
      'Invoice Amount must be between $0.00 and $99,999,999.99 with at most 2 decimals',
    );
    expect(first({ invoice_amount: '100000000' })).toBe(
      'Invoice Amount must be between $0.00 and $99,999,999.99 with at most 2 decimals',
    );
    // Plain decimal text only: the money field hands the form "1250.50", never "$1,250.50".
    for (const invoice_amount of ['$1,250.50', '1,250.50', '1250,50', '1e3', ' 1250']) {
      expect(first({ invoice_amount }), invoice_amount).toBe(
        'Invoice Amount must be between $0.00 and $99,999,999.99 with at most 2 decimals',
      );
    }
    expect(first({ debtor_contact: '[]' })).toBe('Debtor Contact is required');
    expect(first({ debtor_contact: 'not json' })).toBe('Each Debtor Contact must be an email address');
    expect(first({ commitment_date: '2026-10-31' })).toBe(
      'Commitment Date cannot be before the Invoice Date',
    );
    expect(first({ net_invoice_term: 120 })).toBe(
      'Net Invoice Term must be a whole number of at most 2 digits',
    );
    expect(first({ advance_percentage: '100.01' })).toBe(
      'Advance Percentage must be between 0 and 100 with at most 2 decimals',
    );
    expect(first({ debtor_id: null })).toBe('Debtor Name is required');
  });
});

describe('moving and deleting a selection', () => {
  const invoice = (
    overrides: Partial<{
      prospect_id: number;
      funding_date: string | null;
      schedule_id: number | null;
      deleted: boolean;
    }> = {},
  ) => ({
    prospect_id: 7,
    funding_date: null,
    schedule_id: null,
    deleted: false,
    ...overrides,
  });
  it('needs one client’s unscheduled, unfunded, live invoices', () => {
    expect(invoiceSelectionRefusal([invoice(), invoice()])).toBeNull();
    expect(invoiceSelectionRefusal([])).toBe('Please select at least one invoice.');
    expect(invoiceSelectionRefusal([invoice(), invoice({ prospect_id: 8 })])).toBe(
      'Please select invoices which belongs to same client',
    );
    expect(invoiceSelectionRefusal([invoice({ schedule_id: 4 })])).toBe(
      'Invoices that are funded or already in a schedule cannot be moved or deleted.',
    );
    expect(invoiceSelectionRefusal([invoice({ funding_date: '2026-11-02' })])).not.toBeNull();
    expect(invoiceSelectionRefusal([invoice({ deleted: true })])).toBe(
      'Deleted invoices cannot be moved or deleted.',
    );
  });
  it('takes an existing schedule, or a new number of 1 to 6 digits', () => {
    expect(MoveToScheduleFormSchema.parse({ schedule_id: 41, schedule_no: '' })).toEqual({ schedule_id: 41 });
    expect(MoveToScheduleFormSchema.parse({ schedule_id: -1, schedule_no: '000120' })).toEqual({
      schedule_no: 120,
    });
    const message = (form: { schedule_id: number | null; schedule_no: string }) =>
      MoveToScheduleFormSchema.safeParse(form).error?.issues[0]?.message;
    expect(message({ schedule_id: null, schedule_no: '' })).toBe('Schedule No is required');
    expect(message({ schedule_id: -1, schedule_no: '1234567' })).toBe('Schedule No must be at most 6 digits');
    expect(message({ schedule_id: -1, schedule_no: '0' })).toBe('Schedule No must be greater than 0');
  });
});

describe("a debtor's rows against its available credit", () => {
  it('adds up the rows per debtor and allows the exact headroom', () => {
    const available = new Map([
      [3, '1000.00'],
      [11, '500.00'],
    ]);
    const rows = [
      { debtor_id: 3, invoice_amount: '600.00' },
      { debtor_id: 11, invoice_amount: '250.00' },
      { debtor_id: 3, invoice_amount: '400.00' },
      { debtor_id: 11, invoice_amount: '250.01' },
      { debtor_id: null, invoice_amount: '9999.00' },
      { debtor_id: 5, invoice_amount: '9999.00' },
    ];
    expect(creditRefusals(rows, available)).toEqual([
      {
        debtor_id: 11,
        available: '500.00',
        message: "Invoice amount cannot be greater than debtor's available credit limit($500.00).",
      },
    ]);
  });
});
