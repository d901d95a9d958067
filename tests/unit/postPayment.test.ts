import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../../src/shared/messages';
import type { PaymentLimits } from '../../src/shared/schedulePayment';
import {
  isPayableRefusal,
  PostPaymentSchema,
  postPaymentSchema,
  type PostPaymentInput,
} from '../../src/shared/validation/postPayment';

function errorsOf(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const limits: PaymentLimits = {
  remainingAmount: '1000.00',
  wireFee: '25.00',
  latestInvoiceDate: '2026-03-02',
  unverifiedInvoices: [
    { id: 7, advance_amount: '150.00' },
    { id: 8, advance_amount: '0.50' },
  ],
};
const schema = postPaymentSchema(limits);

/** A check paid on the fund date, deposited the next day and posted the day after. */
const check: PostPaymentInput = {
  schedule_id: 42,
  payment_type: 1,
  transaction_number: 'CHK1001',
  schedule_fund_date: '2026-03-10',
  check_date: '2026-03-10',
  check_deposit_date: '2026-03-11',
  posting_date: '2026-03-12',
  amount: '1000.00',
  wire_fee: '25.00',
  selectedUnverifiedInvoices: [],
  unverifiedInvoices: [7, 8],
};
const wire: PostPaymentInput = {
  ...check,
  payment_type: 2,
  transaction_number: 'WIRE77',
  check_deposit_date: '',
};
const ach: PostPaymentInput = { ...check, payment_type: 0, transaction_number: '021000021' };

const withValues = (patch: Partial<PostPaymentInput>, base: PostPaymentInput = check) =>
  schema.safeParse({ ...base, ...patch });

describe('Post Payment form: the payload', () => {
  it('answers a check as the payment payload, with the derived fields set', () => {
    const result = withValues({});
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      schedule_id: 42,
      payment_type: 1,
      payment_type_text: 'Check',
      transaction_number: 'CHK1001',
      check_date: '2026-03-10',
      check_deposit_date: '2026-03-11',
      schedule_fund_date: '2026-03-10',
      posting_date: '2026-03-12',
      amount: '1000.00',
      wire_fee: '0.00',
      paid_amount: '1000.00',
      selectedUnverifiedInvoices: [],
      unverifiedInvoices: [7, 8],
    });
  });

  it('takes the wire fee of the terms from a wire, drops its deposit date, and pays the rest', () => {
    const result = withValues({ check_deposit_date: '2026-01-01', amount: '1000' }, wire);
    expect(result.data).toMatchObject({
      payment_type: 2,
      payment_type_text: 'Wire',
      check_deposit_date: null,
      amount: '1000.00',
      wire_fee: '25.00',
      paid_amount: '975.00',
    });
  });

  it('accepts an ACH with the dates as the form types them, MM/DD/YYYY', () => {
    const result = withValues(
      { schedule_fund_date: '03/10/2026', check_date: '3/10/2026', check_deposit_date: '03/11/2026' },
      ach,
    );
    expect(result.data).toMatchObject({
      payment_type_text: 'ACH',
      schedule_fund_date: '2026-03-10',
      check_date: '2026-03-10',
      check_deposit_date: '2026-03-11',
    });
  });

  it('never trusts the derived fields the browser sends', () => {
    const result = withValues({ payment_type_text: 'Wire', paid_amount: '99999.00' }, ach);
    expect(result.data).toMatchObject({ payment_type_text: 'ACH', paid_amount: '1000.00', wire_fee: '0.00' });
  });

  it('accepts its own payload unchanged, as the server receives what the dialog sent', () => {
    for (const base of [check, wire, ach]) {
      const sent = schema.parse(base);
      expect(schema.parse(sent)).toEqual(sent);
      expect(PostPaymentSchema.parse(sent)).toEqual(sent);
    }
  });

  it('refuses unknown fields and a missing schedule', () => {
    expect(schema.safeParse({ ...check, surprise: 1 }).success).toBe(false);
    expect(schema.safeParse({ ...check, schedule_id: undefined }).success).toBe(false);
  });

  it('sends each selected invoice once', () => {
    const result = withValues({ selectedUnverifiedInvoices: [7, 7, 8] });
    expect(result.data?.selectedUnverifiedInvoices).toEqual([7, 8]);
  });
});

describe('Post Payment form: required fields', () => {
  it("names every missing field at once, '<Field> is required'", () => {
    expect(errorsOf(schema.safeParse({ schedule_id: 42 }))).toEqual({
      payment_type: 'Payment Type is required',
      schedule_fund_date: 'Schedule Fund Date is required',
      posting_date: 'Posting Date is required',
      amount: 'Amount is required',
    });
  });

  it.each([
    [ach, 'Routing No', 'ACH Date'],
    [check, 'Check No', 'Check Date'],
    [wire, 'Transaction No', 'Wire Date'],
  ] as const)('labels the number and payment date by the payment type (%#)', (base, number, date) => {
    const errors = errorsOf(withValues({ transaction_number: '', check_date: '' }, base));
    expect(errors.transaction_number).toBe(`${number} is required`);
    expect(errors.check_date).toBe(`${date} is required`);
  });

  it('asks the deposit date for ACH and Check, not for a wire', () => {
    expect(errorsOf(withValues({ check_deposit_date: '' }, ach)).check_deposit_date).toBe(
      'Deposit Date is required',
    );
    expect(errorsOf(withValues({ check_deposit_date: null }, check)).check_deposit_date).toBe(
      'Deposit Date is required',
    );
    expect(withValues({ check_deposit_date: '' }, wire).success).toBe(true);
  });
});

describe('Post Payment form: the number field', () => {
  it('takes letters and digits only, at most 20', () => {
    expect(withValues({ transaction_number: 'A'.repeat(20) }).success).toBe(true);
    expect(errorsOf(withValues({ transaction_number: 'A'.repeat(21) })).transaction_number).toBe(
      messages.form.maxLength('Check No', 20),
    );
    expect(errorsOf(withValues({ transaction_number: 'CHK-1' })).transaction_number).toBe(
      'Check No must contain letters and digits only',
    );
    expect(errorsOf(withValues({ transaction_number: '   ' }, wire)).transaction_number).toBe(
      'Transaction No is required',
    );
  });
});

describe('Post Payment form: dates', () => {
  it('refuses impossible dates and years outside 1945–2050', () => {
    expect(errorsOf(withValues({ posting_date: '02/30/2026' })).posting_date).toBe(
      messages.common.invalidDate,
    );
    expect(errorsOf(withValues({ posting_date: '2051-01-01' })).posting_date).toBe(
      messages.common.outOfRange,
    );
  });

  it('keeps the payment date on or after the fund date', () => {
    expect(withValues({ check_date: '2026-03-10' }).success).toBe(true);
    expect(errorsOf(withValues({ check_date: '2026-03-09' })).check_date).toBe(
      'Check Date cannot be before Schedule Fund Date',
    );
    expect(
      errorsOf(withValues({ check_date: '2026-03-09', posting_date: '2026-03-20' }, wire)).check_date,
    ).toBe('Wire Date cannot be before Schedule Fund Date');
  });

  it('keeps the deposit date on or after the payment date', () => {
    expect(withValues({ check_deposit_date: '2026-03-10' }).success).toBe(true);
    expect(errorsOf(withValues({ check_date: '2026-03-12' }, ach)).check_deposit_date).toBe(
      'Deposit Date cannot be before ACH Date',
    );
  });

  it('keeps the fund date on or after the latest invoice date', () => {
    const onTheDay = { schedule_fund_date: '2026-03-02', check_date: '2026-03-02' };
    expect(withValues(onTheDay).success).toBe(true);
    expect(errorsOf(withValues({ schedule_fund_date: '2026-03-01' })).schedule_fund_date).toBe(
      'Schedule Fund Date cannot be before the latest invoice date 03/02/2026',
    );
    // A schedule without invoice dates leaves the fund date free.
    const free = postPaymentSchema({ ...limits, latestInvoiceDate: null });
    expect(free.safeParse({ ...check, schedule_fund_date: '2026-03-01' }).success).toBe(true);
  });

  it('keeps the posting date on or after the deposit date, or the wire date for a wire', () => {
    expect(errorsOf(withValues({ posting_date: '2026-03-10' })).posting_date).toBe(
      'Posting Date cannot be before Deposit Date',
    );
    expect(withValues({ posting_date: '2026-03-11' }).success).toBe(true);
    expect(withValues({ posting_date: '2026-03-10' }, wire).success).toBe(true);
    expect(errorsOf(withValues({ posting_date: '2026-03-09' }, wire)).posting_date).toBe(
      'Posting Date cannot be before Wire Date',
    );
  });
});

describe('Post Payment form: the amount', () => {
  it('must be a positive amount of at most 2 decimals', () => {
    expect(errorsOf(withValues({ amount: '0' })).amount).toBe('Amount should be greater than $0.00');
    expect(errorsOf(withValues({ amount: '-5' })).amount).toBe('Amount should be greater than $0.00');
    expect(errorsOf(withValues({ amount: '100000000' })).amount).toBe(messages.common.outOfRange);
    for (const amount of ['10.005', 'ten', '5,00', '1,000.00', '$10', '1e3', ' 5', '.5']) {
      expect(errorsOf(withValues({ amount })).amount, amount).toBe(
        'Amount must be an amount in dollars and cents, such as 1234.50',
      );
    }
    expect(withValues({ amount: '0.01' }).success).toBe(true);
  });

  it('may not exceed the remaining amount plus the advances of the selected unverified invoices', () => {
    expect(errorsOf(withValues({ amount: '1000.01' })).amount).toBe('Amount cannot exceed $1,000.00');
    expect(withValues({ amount: '1150.00', selectedUnverifiedInvoices: [7] }).success).toBe(true);
    expect(errorsOf(withValues({ amount: '1150.01', selectedUnverifiedInvoices: [7] })).amount).toBe(
      'Amount cannot exceed $1,150.00',
    );
    expect(withValues({ amount: '1150.50', selectedUnverifiedInvoices: [7, 8] }).success).toBe(true);
  });

  it('refuses a selected invoice that is not unverified on this schedule', () => {
    expect(errorsOf(withValues({ selectedUnverifiedInvoices: [9] })).selectedUnverifiedInvoices).toBe(
      messages.funding.workflows.unknownUnverifiedInvoice,
    );
  });

  it("needs a payable above 0: 'Payable amount is not correct.'", () => {
    const equalToFee = withValues({ amount: '25.00' }, wire);
    expect(errorsOf(equalToFee).amount).toBe('Payable amount is not correct.');
    expect(isPayableRefusal(errorsOf(equalToFee))).toBe(true);
    expect(withValues({ amount: '25.01' }, wire).data?.paid_amount).toBe('0.01');
    expect(withValues({ amount: '25.00' }, check).success).toBe(true);
    expect(isPayableRefusal(errorsOf(withValues({ amount: '0' })))).toBe(false);
  });

  it("refuses a wire fee other than the terms' one, and takes the terms' fee when none is sent", () => {
    expect(errorsOf(withValues({ wire_fee: '20.00' }, wire)).wire_fee).toBe(
      "Wire Fee must be the client's wire fee of $25.00",
    );
    expect(withValues({ wire_fee: undefined }, wire).data?.wire_fee).toBe('25.00');
    // Checks and ACH pay no wire fee whatever the form held.
    expect(withValues({ wire_fee: '20.00' }, check).data?.wire_fee).toBe('0.00');
  });
});

describe('Post Payment request without the schedule (the contract)', () => {
  it('checks the fields but leaves the limits to the service', () => {
    const result = PostPaymentSchema.safeParse({
      ...wire,
      amount: '5000.00',
      wire_fee: '30.00',
      schedule_fund_date: '2020-01-01',
      check_date: '2020-01-01',
      selectedUnverifiedInvoices: [9],
    });
    expect(result.data).toMatchObject({ amount: '5000.00', wire_fee: '30.00', paid_amount: '4970.00' });
    expect(
      errorsOf(PostPaymentSchema.safeParse({ ...wire, amount: '30.00', wire_fee: '30.00' })).amount,
    ).toBe('Payable amount is not correct.');
  });
});
