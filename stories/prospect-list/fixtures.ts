import {
  prospectManagementEndpoints as e,
  type ProspectCategory,
  type ProspectResponse,
  type ProspectRow,
} from '../../src/shared/contract/prospectManagement';
import type { FakeHandler } from '../shell/fakeApi';
import { fakeList } from '../kit/fakeList';
import { answering } from '../users/fakeServer';

const created = (day: number) => `2026-10-${String(day).padStart(2, '0')}T15:00:00.000Z`;

function prospect(
  id: number,
  name: string,
  contact: string,
  category: ProspectCategory,
  extra: Partial<ProspectRow> = {},
): ProspectRow {
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '');
  return {
    id,
    company_business_name: name,
    poc_name: contact,
    poc_email: `${contact.split(' ')[0]?.toLowerCase() ?? 'owner'}@${slug}.test`,
    company_country_phone_code: '+1',
    company_phone: `214555${String(1000 + id).slice(-4)}`,
    funding_amount: category === 'available' ? null : '85000.00',
    factoring_limit: null,
    active_credit_limit: null,
    step: category === 'available' ? 2 : 6,
    status: category === 'fallout' ? 2 : 0,
    application_completely_filled: category !== 'available',
    category,
    future_status: null,
    last_reminder_at: null,
    created_at: created(id),
    ...extra,
  };
}

/** Four drafts in progress, three tentative applications (one with a response history), two fallouts. */
export function prospectRows(): ProspectRow[] {
  return [
    prospect(1, 'Blue Ridge Trucking', 'Dana Ruiz', 'available', { step: 1 }),
    prospect(2, 'Harbor Fresh Produce', 'Owen Park', 'available'),
    prospect(3, 'Keystone Staffing', 'Maya Chen', 'available', { step: 3 }),
    prospect(4, 'Lakeside Printing', 'Sam Idowu', 'available', { step: 4, funding_amount: '45000.00' }),
    prospect(5, 'Prairie Steel Works', 'Liam Novak', 'tentative', {
      funding_amount: '250000.00',
      future_status: 1,
    }),
    prospect(6, 'Summit Janitorial', 'Noah Brooks', 'tentative'),
    prospect(7, 'Copperline Electric', 'Iris Patel', 'tentative'),
    prospect(8, 'Desert Bloom Nursery', 'Ezra Cole', 'fallout'),
    prospect(9, 'Evergreen Catering', 'Rosa Diaz', 'fallout', {
      application_completely_filled: false,
      step: 2,
    }),
  ];
}

/** The response history of Prairie Steel Works. */
export function prospectResponseRows(): ProspectResponse[] {
  return [
    {
      id: 2,
      prospect_id: 5,
      future_status: 1,
      comments: 'Aging received; voided check still missing.',
      response_given_by_prospect: 'Bank is issuing the check this week.',
      attachment_path: null,
      created_by: '00000000-0000-4000-8000-000000000003',
      created_by_name: 'Casey Advocate',
      created_at: '2026-10-30T15:00:00.000Z',
    },
    {
      id: 1,
      prospect_id: 5,
      future_status: 2,
      comments: 'Asked for the aging report and voided check.',
      response_given_by_prospect: 'Will send both by Friday.',
      attachment_path: 'prospect-responses/5/abcdefghijklmaging.pdf',
      created_by: '00000000-0000-4000-8000-000000000003',
      created_by_name: 'Casey Advocate',
      created_at: '2026-10-26T15:00:00.000Z',
    },
  ];
}

function inCategory(row: ProspectRow, status: 0 | 2, filled: boolean | undefined): boolean {
  if (status === 2) return row.category === 'fallout';
  if (filled === undefined) return row.category !== 'fallout';
  return row.category === (filled ? 'tentative' : 'available');
}

/** Prairie Steel Works has its business name search and a term sheet signed by every owner. */
const promotionReady: ReadonlySet<number> = new Set([5]);

/** The Client Advocate users offered on promotion. */
export const advocateChoices = [
  { id: '0b6f4c52-1111-4c3e-9a51-0c2f1d5e7a01', name: 'Casey Advocate', email: 'ca@factordesk.test' },
  { id: '0b6f4c52-2222-4c3e-9a51-0c2f1d5e7a02', name: 'Jordan Lee', email: 'jordan@factordesk.test' },
];

/**
 * The /prospectindex calls over in-memory prospects that the actions change, as the server
 * answers them (docs/decisions/0005): a card's rows, or every card with show_all.
 */
export function prospectListHandlers(
  rows: ProspectRow[] = prospectRows(),
  responses: ProspectResponse[] = prospectResponseRows(),
): Record<string, FakeHandler> {
  const ok = (message: string) => ({ body: { status: true, message } });
  const named = (ids: readonly number[]) => rows.filter((row) => ids.includes(row.id));
  return {
    'prospect/fetch': answering(e.fetch, (body) => {
      const matching = rows.filter(
        (row) => body.show_all || inCategory(row, body.status, body.application_completely_filled),
      );
      const page = fakeList(
        matching,
        {
          page: body.page,
          per_page: body.per_page,
          search_text: body.search_text,
          sort_by: body.sort_by,
          sort_desc: body.sort_desc,
        },
        { searchIn: ['company_business_name', 'poc_name', 'poc_email'] },
      );
      return { body: { status: true, prospects: page } };
    }),
    'prospect/fetch/count': answering(e.count, () => ({
      body: {
        status: true,
        total_prospects: rows.filter((row) => row.category === 'available').length,
        total_duly_filled_applications: rows.filter((row) => row.category === 'tentative').length,
        total_fallouts: rows.filter((row) => row.category === 'fallout').length,
      },
    })),
    'prospect/delete': answering(e.delete, ({ ids }) => {
      for (const row of named(ids)) rows.splice(rows.indexOf(row), 1);
      return ok('Prospect Deleted');
    }),
    'prospect/status_change': answering(e.statusChange, ({ ids, status }) => {
      if (status === 1) {
        const unready = named(ids).filter((row) => !promotionReady.has(row.id));
        if (unready.length > 0) {
          return {
            status: 409,
            body: {
              status: false,
              message: `The prospect is not ready to be a client: ${unready.map((row) => row.company_business_name).join(', ')}.`,
            },
          };
        }
        for (const row of named(ids)) rows.splice(rows.indexOf(row), 1);
        return ok('Promoted to client successfully.');
      }
      for (const row of named(ids)) Object.assign(row, { status: 2, category: 'fallout' });
      return ok(
        ids.length === 1
          ? 'Prospect has been moved to fallouts.'
          : `${ids.length} prospects have been moved to fallouts.`,
      );
    }),
    'prospect/advocates': answering(e.advocates, () => ({
      body: { status: true, advocates: advocateChoices },
    })),
    'prospect/promotion_checklist': answering(e.promotionChecklist, ({ ids }) => ({
      body: {
        status: true,
        checklist: named(ids).map((row) => ({
          prospect_id: row.id,
          company_business_name: row.company_business_name,
          business_name_search: promotionReady.has(row.id),
          signed_term_sheet: promotionReady.has(row.id),
          owners_unsigned: promotionReady.has(row.id) ? [] : [row.poc_name],
        })),
      },
    })),
    'prospect/email/draft': answering(e.emailReminder, ({ ids }) =>
      ok(
        ids.length === 1
          ? 'A reminder has been mailed to the prospect.'
          : `A reminder has been mailed to ${ids.length} prospects.`,
      ),
    ),
    'prospect/duly_filled_status/fetch': answering(e.fetchResponses, ({ prospect_id }) => ({
      body: { status: true, responses: responses.filter((response) => response.prospect_id === prospect_id) },
    })),
    'prospect/duly_filled_status/save': answering(e.saveResponse, (form) => {
      const saved: ProspectResponse = {
        id: responses.length + 1,
        prospect_id: form.prospect_id,
        future_status: form.future_status,
        comments: form.comments,
        response_given_by_prospect: form.response_given_by_prospect,
        attachment_path: null,
        created_by: '00000000-0000-4000-8000-000000000001',
        created_by_name: 'Avery Stone',
        created_at: '2026-11-02T15:00:00.000Z',
      };
      responses.unshift(saved);
      const row = rows.find((candidate) => candidate.id === form.prospect_id);
      if (row) row.future_status = form.future_status;
      return { body: { status: true, message: 'Response has been saved successfully.', response: saved } };
    }),
  };
}
