import type { FundingChargeback } from '../../../src/shared/contract/funding';
import { fundingEndpoints as e } from '../../../src/shared/contract/funding';
import { messages } from '../../../src/shared/messages';
import type { FakeAnswer, FakeHandler } from '../../shell/fakeApi';
import { answering } from '../../users/fakeServer';

/** Schedule 42 of Acme Freight Lines (client 7): 1,200.00 paid out before chargebacks. */
export const scheduleId = 42;
export const clientId = 7;

function chargeback(id: number, invoiceNo: string, cb: string, adjusted: string | null): FundingChargeback {
  return {
    id,
    invoice_no: invoiceNo,
    schedule_no: 9,
    cb,
    adjusted_cb: adjusted,
    actual_cb: cb,
    invoice_amount: '2000.00',
    charge_back_settled: 0,
    legal_name: 'Northwind Traders',
  };
}

/** Two open chargebacks: 600.00, and 800.00 adjusted to 500.10. */
export const openChargebacks = [
  chargeback(1, '100201', '600.00', null),
  chargeback(2, '100202', '800.00', '500.10'),
];

const ok = (body: object): FakeAnswer => ({ body: { status: true, ...body } });

/** The verification calls: the check answers these chargebacks and total, verify succeeds. */
export function verificationHandlers(
  chargebacks: readonly FundingChargeback[] = openChargebacks,
  scheduleTotalAmount = '1200.00',
): Record<string, FakeHandler> {
  return {
    [e.checkChargebacks.path]: answering(e.checkChargebacks, () =>
      ok({ invoices: chargebacks, scheduleTotalAmount }),
    ),
    [e.verify.path]: answering(e.verify, () => ok({ message: messages.schedule.verified })),
  };
}

/** Schedule 42's invoices and the client's other schedules: 12 holds 3 invoices, 13 is full. */
export const reassignment = {
  invoices: [
    { invoice_id: 501, invoice_no: '100501', legal_name: 'Northwind Traders', invoice_amount: '1000.00' },
    { invoice_id: 502, invoice_no: '100502', legal_name: 'Lone Star Grocers', invoice_amount: '250.00' },
  ],
  schedules: [
    { id: 21, schedule_no: 12, invoicesCount: 3 },
    { id: 22, schedule_no: 13, invoicesCount: 20 },
  ],
};

export function deletionHandlers(): Record<string, FakeHandler> {
  return {
    [e.reassignment.path]: answering(e.reassignment, () => ok(reassignment)),
    [e.deleteSchedule.path]: answering(e.deleteSchedule, () =>
      ok({ message: messages.schedule.workflows.deleted.message, new_schedule_id: 77 }),
    ),
  };
}
