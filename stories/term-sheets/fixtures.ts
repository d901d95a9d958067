import type { Term, TermSheetOwner } from '../../src/shared/contract/termSheets';
import type { FakeHandler } from '../shell/fakeApi';

export const prospectId = 41;

export const letterProspect = {
  company_business_name: 'Harbor Freight Partners',
  company_legal_status_text: 'Limited Liability Company (LLC)',
  company_address: '12 Dock Street',
  company_state: 'Texas',
  company_zip: '77001',
};

export const owners = [
  { id: 7, name: 'Ada Harbor' },
  { id: 8, name: 'Ben Harbor' },
];

/** Version 1, sent to both owners; Ada has signed. */
export const sentTerm: Term = {
  id: 301,
  prospect_id: prospectId,
  version: 1,
  factoring_limit: '250000.00',
  advance_percentage: '85.00',
  escrow_reserve_percentage: '5.00',
  recourse_days: 90,
  purchase_discount: '2.50',
  discount_days: 30,
  is_incremental_purchase_discount: true,
  incremental_discount_percentage: '0.50',
  incremental_discount_days: 1,
  due_deligence_deposit: '500.00',
  time_limit_term: 12,
  automatic_months_renewal: 12,
  less_than_days: 30,
  more_than_days: 60,
  business_days_clearance: 3,
  proposal_validity: 30,
  wire_fee: '25.00',
  cb_fee: '40.00',
  cb_per_day_fee: '2.00',
  note: '',
  sent_at: '2026-11-20T15:00:00.000Z',
  signed_at: null,
  owners: [
    {
      id: 7,
      name: 'Ada Harbor',
      value: 7,
      pivot: { signature: 'signed', signed_at: '2026-11-21T10:00:00.000Z', agreement_id: 1 },
    },
    {
      id: 8,
      name: 'Ben Harbor',
      value: 8,
      pivot: { signature: 'awaiting', signed_at: null, agreement_id: 2 },
    },
  ],
};

export const ownerStatuses: TermSheetOwner[] = [
  {
    id: 7,
    name: 'Ada Harbor',
    email: 'ada@harbor.test',
    signature_status: 'signed',
    signed_at: '2026-11-21T10:00:00.000Z',
    term_sheet_id: 301,
  },
  {
    id: 8,
    name: 'Ben Harbor',
    email: 'ben@harbor.test',
    signature_status: 'awaiting',
    signed_at: null,
    term_sheet_id: 301,
  },
];

/** The term sheet calls of a prospect with `term` (null: none sent yet). */
export function termSheetHandlers(term: Term | null): Record<string, FakeHandler> {
  return {
    'term_sheet/detail': () => ({
      body: { status: true, term, company_name: letterProspect.company_business_name },
    }),
    'term_sheet/letter': () => ({
      body: { status: true, prospect: letterProspect, owners, terms: term ? [term] : [] },
    }),
    'term_sheet/owners': () => ({
      body: {
        status: true,
        owners: term
          ? ownerStatuses
          : ownerStatuses.map((owner) => ({
              ...owner,
              signature_status: 'not_sent',
              signed_at: null,
              term_sheet_id: null,
            })),
      },
    }),
    'term_sheet/save': () => ({
      body: {
        status: true,
        message: 'Term Sheet has been sent successfully.',
        term_sheet_id: 302,
        version: term ? term.version + 1 : 1,
      },
    }),
  };
}
