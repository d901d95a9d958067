import {
  creditRequestEndpoints as e,
  creditRequestStatus,
  type CreditRequestRow,
} from '../../src/shared/contract/creditRequests';
import { invoiceLookupEndpoints as lookups } from '../../src/shared/contract/invoiceLookups';
import type { CurrentUser } from '../../src/shared/contract/session';
import { messages } from '../../src/shared/messages';
import type { FakeHandler } from '../shell/fakeApi';
import { answeredFor, answering } from '../users/fakeServer';

/**
 * A small book of credit requests: Acme Freight Lines (active limit $100,000.00, $50,000.00 of it
 * still available for debtors) asked for $25,000.00 more, and a $5,000.00 raise of Walmart's weekly
 * limit; an earlier request was approved. The fake server decides like the real one: pending rows
 * only, and a decision changes the row's status.
 */
export const acme = { id: 7, company_business_name: 'Acme Freight Lines' };
export const walmart = { id: 9, prospect_id: 7, debtor_name: 'Walmart Stores', status: 1 };

function row(id: number, overrides: Partial<CreditRequestRow> = {}): CreditRequestRow {
  return {
    id,
    prospect_id: acme.id,
    debtor_id: null,
    status: creditRequestStatus.pending,
    deleted: false,
    is_terminated: false,
    client_name: acme.company_business_name,
    debtor_name: null,
    created_at: '2026-11-02T15:00:00.000Z',
    action_date: null,
    client_active_credit_limit: '100000.00',
    current_credit_limit: '100000.00',
    requested_amount: '25000.00',
    new_limit_amount: '125000.00',
    ...overrides,
  };
}

export function creditRequestHandlers(user: CurrentUser): Record<string, FakeHandler> {
  const rows: CreditRequestRow[] = [
    row(1),
    row(2, {
      status: creditRequestStatus.approved,
      requested_amount: '10000.00',
      current_credit_limit: '90000.00',
      new_limit_amount: '100000.00',
      action_date: '2026-10-20T10:00:00.000Z',
    }),
    row(3, {
      debtor_id: 9,
      debtor_name: 'Walmart Stores',
      current_credit_limit: '30000.00',
      requested_amount: '5000.00',
      new_limit_amount: '35000.00',
    }),
  ];
  return {
    [e.fetch.path]: answering(e.fetch, (body) => {
      const data = rows.filter(
        (candidate) => (candidate.debtor_id === null) === (body.credit_requests === 1),
      );
      return answeredFor(e.fetch, user, {
        crs: { data, total: data.length, last_page: 1, current_page: 1 },
      });
    }),
    [e.creditLimit.path]: answering(e.creditLimit, (body) =>
      answeredFor(e.creditLimit, user, {
        credit_limit: {
          client_original_credit_limit: '100000.00',
          debtor_original_credit_limit: body.debtor_id ? '30000.00' : null,
          client_active_credit_limit: '100000.00',
          available_credit_limit: '50000.00',
        },
      }),
    ),
    [e.save.path]: answering(e.save, () =>
      answeredFor(e.save, user, { message: messages.creditRequest.saved, id: 10 }),
    ),
    [e.changeStatus.path]: answering(e.changeStatus, (body) => {
      const chosen = rows.filter((candidate) => body.ids.includes(candidate.id));
      if (chosen.some((candidate) => candidate.status !== creditRequestStatus.pending)) {
        return { status: 409, body: { status: false, message: messages.creditRequest.alreadyDecided } };
      }
      for (const candidate of chosen) candidate.status = body.status;
      return answeredFor(e.changeStatus, user, {
        message: body.status === 1 ? messages.creditRequest.approvedDone : messages.creditRequest.deniedDone,
      });
    }),
    [lookups.debtors.path]: answering(lookups.debtors, () =>
      answeredFor(lookups.debtors, user, {
        debtors: { data: [walmart], total: 1, last_page: 1, current_page: 1 },
      }),
    ),
    [lookups.clients.path]: answering(lookups.clients, () =>
      answeredFor(lookups.clients, user, {
        prospects: { data: [acme], total: 1, last_page: 1, current_page: 1 },
      }),
    ),
  };
}
