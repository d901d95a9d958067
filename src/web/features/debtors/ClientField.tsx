import { useState } from 'react';
import { clientSearchMinChars } from '../../../shared/constants';
import type { DebtorClient } from '../../../shared/contract/debtors';
import type { FieldFrameProps } from '../../kit/FormField';
import { SelectField } from '../../kit/SelectField';
import { useDebtorClientsQuery } from './api';

export interface ClientFieldProps extends FieldFrameProps {
  /** The chosen client's id; undefined while none is chosen. */
  value: number | undefined;
  /** The chosen client's name when the list may not hold it (an existing debtor's client). */
  name?: string;
  /** Called with the picked client. */
  onChange: (client: DebtorClient) => void;
  /** Called when the list closes. */
  onBlur?: () => void;
}

/**
 * Client Name: clients searched by business name once more than 2 characters are typed (spec part 2
 * §7, 500 ms pause). A client user's list holds only its own company.
 */
export function ClientField({ value, name, onChange, onBlur, ...frame }: ClientFieldProps) {
  const [search, setSearch] = useState('');
  const { data: clients = [], isFetching } = useDebtorClientsQuery(
    search.length >= clientSearchMinChars ? search : '',
  );
  const known = clients.find((client) => client.id === value);
  const chosen: DebtorClient | null =
    value === undefined ? null : (known ?? { id: value, company_business_name: name ?? '' });
  return (
    <SelectField<DebtorClient>
      {...frame}
      items={clients}
      value={chosen}
      onChange={onChange}
      onBlur={onBlur}
      onSearch={setSearch}
      itemLabel={(client) => client.company_business_name}
      itemKey={(client) => client.id}
      loading={isFetching}
    />
  );
}
