import { describe, expect, it } from 'vitest';
import {
  amountWarning,
  amountWarningMessage,
  collectionProblems,
  moveToCbAllowed,
  splitRow,
  ucCapFor,
  ucOptionOffered,
  type CollectionInput,
  type CollectionRow,
} from '../../src/shared/collectionRules';
import { messages } from '../../src/shared/messages';

const M = messages.collection;

function invoice(id: number, balance: string, cash: string, uc = '0', move = false): CollectionRow {
  return {
    id,
    kind: 'invoice',
    invoice_no: String(1000 + id),
    balance,
    collected_amount: cash,
    uc,
    move_to_cb: move,
  };
}
function chargeback(id: number, balance: string, cash: string, uc = '0'): CollectionRow {
  return {
    id,
    kind: 'chargeback',
    invoice_no: String(2000 + id),
    balance,
    collected_amount: cash,
    uc,
    move_to_cb: false,
  };
}
function input(partial: Partial<CollectionInput>): CollectionInput {
  return { type: 1, amount: '0', cb_amount: '0', total_amount: '0', rows: [], pool: '0', ...partial };
}
const messagesOf = (value: CollectionInput) => collectionProblems(value).map((problem) => problem.message);

describe('move to chargeback', () => {
  it('is offered for a short-paid invoice row', () => {
    expect(moveToCbAllowed(invoice(1, '100.00', '40.00'))).toBe(true);
    expect(moveToCbAllowed(invoice(1, '100.00', '0', '40.00'))).toBe(true);
  });
  it('is forced off for chargeback rows, settled rows and rows without an amount', () => {
    expect(moveToCbAllowed(chargeback(1, '100.00', '40.00'))).toBe(false);
    expect(moveToCbAllowed(invoice(1, '100.00', '60.00', '40.00'))).toBe(false);
    expect(moveToCbAllowed(invoice(1, '100.00', '150.00'))).toBe(false);
    expect(moveToCbAllowed(invoice(1, '100.00', '0'))).toBe(false);
    expect(moveToCbAllowed(invoice(1, '100.00', ''))).toBe(false);
  });
});

describe('unapplied cash', () => {
  it('is offered when the amount is below the selected total and the pool has some', () => {
    expect(ucOptionOffered({ type: 1, amount: '300.00', selectedTotal: '1500.00', pool: '1200.00' })).toBe(
      true,
    );
    expect(ucOptionOffered({ type: 1, amount: '1500.00', selectedTotal: '1500.00', pool: '1200.00' })).toBe(
      false,
    );
    expect(ucOptionOffered({ type: 1, amount: '300.00', selectedTotal: '1500.00', pool: '0.00' })).toBe(
      false,
    );
  });
  it('is capped by the balance after the cash and by what the pool has left', () => {
    expect(ucCapFor(invoice(1, '1500.00', '300.00'), '5000.00')).toBe('1200.00');
    expect(ucCapFor(invoice(1, '1500.00', '300.00'), '700.00')).toBe('700.00');
    expect(ucCapFor(invoice(1, '1500.00', '1600.00'), '700.00')).toBe('0.00');
    expect(ucCapFor(invoice(1, '1500.00', '300.00'), '-5.00')).toBe('0.00');
  });
});

describe('the amount warning', () => {
  it('tells below from above', () => {
    expect(amountWarning('10.00', '20.00')).toBe('below');
    expect(amountWarning('30.00', '20.00')).toBe('above');
    expect(amountWarning('20.00', '20.00')).toBeNull();
    expect(amountWarning('', '20.00')).toBeNull();
    expect(amountWarningMessage('below')).toBe(M.amountBelowInvoices);
    expect(amountWarningMessage('above')).toBe(M.amountAboveInvoices);
    expect(amountWarningMessage(null)).toBeNull();
  });
});

describe('collection problems', () => {
  it('accepts a matching collection of each type', () => {
    expect(
      collectionProblems(
        input({ type: 1, amount: '100.00', total_amount: '100.00', rows: [invoice(1, '100.00', '100.00')] }),
      ),
    ).toEqual([]);
    expect(
      collectionProblems(
        input({ type: 2, amount: '50.00', total_amount: '50.00', rows: [chargeback(1, '80.00', '50.00')] }),
      ),
    ).toEqual([]);
    expect(
      collectionProblems(
        input({
          type: 3,
          amount: '100.00',
          cb_amount: '50.00',
          total_amount: '150.00',
          rows: [invoice(1, '100.00', '100.00'), chargeback(2, '80.00', '50.00')],
        }),
      ),
    ).toEqual([]);
  });

  it('example 3: cash and unapplied cash on one invoice', () => {
    expect(
      collectionProblems(
        input({
          amount: '300.00',
          total_amount: '300.00',
          rows: [invoice(1, '1500.00', '300.00', '1200.00')],
          pool: '1200.00',
        }),
      ),
    ).toEqual([]);
  });

  it('wants a row selected, and for type 3 one of each kind', () => {
    expect(messagesOf(input({}))).toContain(M.selectAtLeastOne);
    expect(
      messagesOf(
        input({ type: 3, amount: '10.00', total_amount: '10.00', rows: [invoice(1, '100.00', '10.00')] }),
      ),
    ).toContain(M.selectAtLeastOne);
  });

  it('wants cash or unapplied cash on every row', () => {
    expect(
      collectionProblems(
        input({
          amount: '10.00',
          total_amount: '10.00',
          rows: [invoice(1, '100.00', '10.00'), invoice(2, '5.00', '0')],
        }),
      ),
    ).toContainEqual({ row: 2, kind: 'invoice', field: 'collected_amount', message: M.invoiceNeedsAmount });
  });

  it('matches the amounts by type', () => {
    expect(
      messagesOf(input({ amount: '90.00', total_amount: '90.00', rows: [invoice(1, '100.00', '100.00')] })),
    ).toEqual([M.amountsNotMatching]);
    expect(
      messagesOf(
        input({ type: 2, amount: '90.00', total_amount: '90.00', rows: [chargeback(1, '100.00', '10.00')] }),
      ),
    ).toEqual([M.amountsNotMatching]);
    expect(
      messagesOf(
        input({
          type: 3,
          amount: '100.00',
          cb_amount: '40.00',
          total_amount: '140.00',
          rows: [invoice(1, '100.00', '100.00'), chargeback(2, '80.00', '50.00')],
        }),
      ),
    ).toEqual([M.amountsEnteredMismatch]);
    expect(
      messagesOf(
        input({
          type: 3,
          amount: '100.00',
          cb_amount: '50.00',
          total_amount: '160.00',
          rows: [invoice(1, '100.00', '100.00'), chargeback(2, '80.00', '50.00')],
        }),
      ),
    ).toEqual([M.totalMismatch]);
  });

  it('takes a chargebacks amount only for type 3', () => {
    expect(
      messagesOf(
        input({
          amount: '100.00',
          cb_amount: '5.00',
          total_amount: '105.00',
          rows: [invoice(1, '100.00', '100.00')],
        }),
      ),
    ).toEqual([M.amountsEnteredMismatch]);
  });

  it('refuses rows the type does not settle and a row chosen twice', () => {
    expect(
      messagesOf(
        input({
          amount: '10.00',
          total_amount: '10.00',
          rows: [invoice(1, '100.00', '10.00'), chargeback(2, '80.00', '0', '0')],
        }),
      ),
    ).toEqual(expect.arrayContaining([M.rowNotOffered]));
    expect(
      messagesOf(
        input({
          amount: '20.00',
          total_amount: '20.00',
          rows: [invoice(1, '100.00', '10.00'), invoice(1, '100.00', '10.00')],
        }),
      ),
    ).toEqual([M.rowSelectedTwice]);
  });

  it('refuses unapplied cash above the balance after the cash, above the pool, or when not offered', () => {
    expect(
      messagesOf(
        input({
          amount: '300.00',
          total_amount: '300.00',
          rows: [invoice(1, '1500.00', '300.00', '1300.00')],
          pool: '5000.00',
        }),
      ),
    ).toEqual([M.ucAboveBalance]);
    expect(
      messagesOf(
        input({
          amount: '300.00',
          total_amount: '300.00',
          rows: [invoice(1, '1500.00', '300.00', '1200.00')],
          pool: '1000.00',
        }),
      ),
    ).toEqual([M.ucAbovePool]);
    expect(
      messagesOf(
        input({
          amount: '300.00',
          total_amount: '300.00',
          rows: [invoice(1, '1500.00', '300.00', '100.00')],
          pool: '0.00',
        }),
      ),
    ).toEqual([M.ucAbovePool]);
  });

  it('refuses move to chargeback where it is not allowed', () => {
    expect(
      messagesOf(
        input({
          amount: '100.00',
          total_amount: '100.00',
          rows: [invoice(1, '100.00', '100.00', '0', true)],
        }),
      ),
    ).toEqual([M.moveToCbNotAllowed]);
    expect(
      collectionProblems(
        input({ amount: '40.00', total_amount: '40.00', rows: [invoice(1, '100.00', '40.00', '0', true)] }),
      ),
    ).toEqual([]);
  });
});

describe('a row split into applied and excess', () => {
  it('holds cash above the balance as excess', () => {
    expect(splitRow({ balance: '1000.00', collected_amount: '1050.00', uc: '0' })).toEqual({
      applied: '1000.00',
      excess: '50.00',
    });
    expect(splitRow({ balance: '1500.00', collected_amount: '300.00', uc: '1200.00' })).toEqual({
      applied: '1500.00',
      excess: '0.00',
    });
    expect(splitRow({ balance: '100.00', collected_amount: '40.00', uc: '0' })).toEqual({
      applied: '40.00',
      excess: '0.00',
    });
  });
});
