import type { Broker } from '../../../shared/contract/brokers';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { nameColumn } from '../../kit/nameColumn';
import type { TableColumn } from '../../kit/tableTypes';
import { TruncatedText } from '../../kit/TruncatedText';
import { phoneText } from '../../kit/phoneText';
import { taxIdText } from './taxIdText';

const F = messages.fields;
const B = messages.broker;

export interface BrokerColumnOptions {
  /** Whether the user holds sensitive_information_disclosure: without it tax ID/SSN and license number are not listed. */
  sensitive: boolean;
  /** A status value's name from the broker_status dropdown. */
  statusName: (value: number) => string;
}

/** The /brokers columns (spec part 1 §3, Broker); each sortable id is a `sort_by` value broker/fetch takes. */
export function brokerColumns({ sensitive, statusName }: BrokerColumnOptions): TableColumn<Broker>[] {
  const numbers: TableColumn<Broker>[] = sensitive
    ? [
        { id: 'ssn', header: B.form.taxId, cell: (row) => taxIdText(row.ssn) },
        { id: 'license_number', header: B.form.license, cell: (row) => row.license_number },
      ]
    : [];
  return [
    nameColumn('full_name', F.fullName, (row) => row.full_name),
    { id: 'email', header: F.email, sortable: true, cell: (row) => <TruncatedText text={row.email} /> },
    {
      id: 'phone',
      header: F.phone,
      sortable: true,
      cell: (row) => phoneText(row.country_phone_code, row.phone),
    },
    ...numbers,
    {
      id: 'referral_code',
      header: B.screens.referralCode,
      sortable: true,
      cell: (row) => row.referral_code ?? B.awaitingApproval,
    },
    { id: 'status', header: F.status, sortable: true, cell: (row) => statusName(row.status) },
    { id: 'agreement_date', header: B.form.agreementDate, cell: (row) => formatUsDate(row.agreement_date) },
  ];
}
