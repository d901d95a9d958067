import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { clientSearchMinChars, lookupPageSizes } from '../../shared/constants';
import type { ClientChoice } from '../../shared/contract/invoiceLookups';
import { messages } from '../../shared/messages';
import type { FieldFrameProps } from '../kit/FormField';
import { SelectField } from '../kit/SelectField';
import {
  useClientChoicesQuery,
  useDebtorFormClientsQuery,
  useUnderwritingClientsQuery,
} from '../lookups/partiesApi';

export interface ClientSelectProps extends FieldFrameProps {
  /** The chosen client, or null. */
  value: ClientChoice | null;
  onChange: (client: ClientChoice) => void;
  onBlur?: () => void;
  /** A client user's own company: looked up and chosen by itself, the field locked. */
  ownCompany?: boolean;
  /**
   * Whose list of clients: the invoice and schedule forms' (default), the debtor form's or the
   * underwriting checklist's. The
   * debtor form's list is read even while the field is locked: it names the chosen client.
   */
  offeredBy?: 'invoices' | 'debtors' | 'underwriting';
}

/**
 * Client Name of a form (the invoice, the schedule, the debtor): live clients searched on the server
 * once more than 2 characters are typed (spec part 2 §7, 500 ms pause); a client user is offered only
 * its own. The chosen client shows as the list names it, where the list holds it. The kit's
 * SelectField typed for clients, as Blueprint's examples wrap `Select<T>`.
 */
export function ClientSelect({
  value,
  onChange,
  onBlur,
  ownCompany = false,
  offeredBy = 'invoices',
  ...frame
}: ClientSelectProps) {
  const [search, setSearch] = useState('');
  const request = { page: 1, per_page: lookupPageSizes.clientSearch, search_text: search };
  const idle = frame.disabled && (!ownCompany || value !== null);
  const invoiceClients = useClientChoicesQuery(offeredBy === 'invoices' && !idle ? request : skipToken);
  const debtorClients = useDebtorFormClientsQuery(offeredBy === 'debtors' ? request : skipToken);
  const checklistClients = useUnderwritingClientsQuery(offeredBy === 'underwriting' ? request : skipToken);
  const { data, isFetching } = {
    invoices: invoiceClients,
    debtors: debtorClients,
    underwriting: checklistClients,
  }[offeredBy];
  const listed = value === null ? undefined : data?.data.find((client) => client.id === value.id);
  const own = ownCompany && value === null && data?.data.length === 1 ? data.data[0] : undefined;
  useEffect(() => {
    if (own) onChange(own);
  }, [own, onChange]);
  return (
    <SelectField<ClientChoice>
      label={messages.invoice.screens.labels.clientName}
      required
      {...frame}
      disabled={frame.disabled || ownCompany}
      items={data?.data ?? []}
      value={listed ?? value}
      onChange={onChange}
      onBlur={onBlur}
      onSearch={(text) => setSearch(text.length >= clientSearchMinChars ? text : '')}
      itemLabel={(client) => client.company_business_name}
      itemKey={(client) => client.id}
      loading={isFetching}
    />
  );
}
