import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { clientSearchMinChars, lookupPageSizes } from '../../shared/constants';
import type { ClientChoice } from '../../shared/contract/invoiceLookups';
import { messages } from '../../shared/messages';
import type { FieldFrameProps } from '../kit/FormField';
import { SelectField } from '../kit/SelectField';
import { useClientChoicesQuery } from '../lookups/partiesApi';

export interface ClientSelectProps extends FieldFrameProps {
  /** The chosen client, or null. */
  value: ClientChoice | null;
  onChange: (client: ClientChoice) => void;
  onBlur?: () => void;
  /** A client user's own company: looked up and chosen by itself, the field locked. */
  ownCompany?: boolean;
}

/**
 * Client Name of a form (the invoice, the schedule): live clients searched on the server once more
 * than 2 characters are typed (spec part 2 §7, 500 ms pause); a client user is offered only its own.
 * The kit's SelectField typed for clients, as Blueprint's examples wrap `Select<T>`.
 */
export function ClientSelect({ value, onChange, onBlur, ownCompany = false, ...frame }: ClientSelectProps) {
  const [search, setSearch] = useState('');
  const { data, isFetching } = useClientChoicesQuery(
    frame.disabled && (!ownCompany || value !== null)
      ? skipToken
      : { page: 1, per_page: lookupPageSizes.clientSearch, search_text: search },
  );
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
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      onSearch={(text) => setSearch(text.length >= clientSearchMinChars ? text : '')}
      itemLabel={(client) => client.company_business_name}
      itemKey={(client) => client.id}
      loading={isFetching}
    />
  );
}
