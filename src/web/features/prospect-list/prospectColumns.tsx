import { Intent, Tag } from '@blueprintjs/core';
import { wizardSteps } from '../../../shared/constants';
import type { ProspectCategory, ProspectRow } from '../../../shared/contract/prospectManagement';
import { formatUsDate } from '../../../shared/dates';
import { dropdownLabel } from '../../../shared/dropdowns';
import { messages } from '../../../shared/messages';
import { moneyColumn } from '../../kit/moneyColumn';
import type { TableColumn } from '../../kit/tableTypes';
import { phoneText } from '../../kit/phoneText';

const C = messages.prospect.list.columns;

const categoryIntent: Record<ProspectCategory, Intent> = {
  available: Intent.PRIMARY,
  tentative: Intent.SUCCESS,
  fallout: Intent.NONE,
};

const day = (instant: string | null): string => (instant === null ? '' : formatUsDate(new Date(instant)));

/**
 * The /prospectindex columns; the sortable ones' ids are the `sort_by` values prospect/fetch takes.
 * Text over 24 characters is cut with a tooltip by the table.
 */
export const prospectColumns: readonly TableColumn<ProspectRow>[] = [
  {
    id: 'company_business_name',
    header: C.businessName,
    sortable: true,
    hideable: false,
    cell: (row) => row.company_business_name,
  },
  { id: 'poc_name', header: C.contactName, sortable: true, cell: (row) => row.poc_name },
  { id: 'poc_email', header: C.contactEmail, sortable: true, cell: (row) => row.poc_email },
  {
    id: 'company_phone',
    header: C.phone,
    cell: (row) => phoneText(row.company_country_phone_code, row.company_phone),
  },
  moneyColumn('funding_amount', C.fundingAmount, (row) => row.funding_amount, { sortable: true }),
  moneyColumn('factoring_limit', C.factoringLimit, (row) => row.factoring_limit, { defaultVisible: false }),
  moneyColumn('active_credit_limit', C.activeCreditLimit, (row) => row.active_credit_limit, {
    defaultVisible: false,
  }),
  {
    id: 'step',
    header: C.step,
    cell: (row) => messages.prospect.list.stepOf(row.step, wizardSteps),
  },
  {
    id: 'category',
    header: C.category,
    cell: (row) => (
      <Tag minimal round intent={categoryIntent[row.category]}>
        {messages.prospect.list.categories[row.category]}
      </Tag>
    ),
  },
  {
    id: 'future_status',
    header: C.futureStatus,
    // A status, not a name: shown whole.
    truncate: false,
    cell: (row) =>
      row.future_status === null ? '' : (dropdownLabel('prospect_future_response', row.future_status) ?? ''),
  },
  {
    id: 'last_reminder_at',
    header: C.lastReminder,
    defaultVisible: false,
    cell: (row) => day(row.last_reminder_at),
  },
  { id: 'created_at', header: C.createdAt, sortable: true, cell: (row) => day(row.created_at) },
];
