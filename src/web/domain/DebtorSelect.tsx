import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { lookupPageSizes } from '../../shared/constants';
import { messages } from '../../shared/messages';
import type { FieldFrameProps } from '../kit/FormField';
import { SelectField } from '../kit/SelectField';
import { useDebtorChoicesQuery } from '../lookups/partiesApi';

/** A debtor as the forms show it. */
export interface DebtorPick {
  id: number;
  debtor_name: string;
}

export interface DebtorSelectProps extends FieldFrameProps {
  /** The client whose debtors are offered; none are until one is chosen. */
  prospectId: number | null;
  value: DebtorPick | null;
  onChange: (debtor: DebtorPick) => void;
  onBlur?: () => void;
}

/** Debtor Name of a form (the invoice, a schedule's row): the chosen client's pending and active debtors. */
export function DebtorSelect({ prospectId, value, onChange, onBlur, ...frame }: DebtorSelectProps) {
  const [search, setSearch] = useState('');
  const { data, isFetching } = useDebtorChoicesQuery(
    prospectId === null || frame.disabled
      ? skipToken
      : { prospect_id: prospectId, page: 1, per_page: lookupPageSizes.debtorDropdown, search_text: search },
  );
  return (
    <SelectField<DebtorPick>
      label={messages.invoice.screens.labels.debtorName}
      required
      {...frame}
      disabled={frame.disabled || prospectId === null}
      helperText={prospectId === null ? messages.invoice.screens.chooseClientFirst : frame.helperText}
      items={data?.data ?? []}
      value={value}
      onChange={(debtor) => onChange({ id: debtor.id, debtor_name: debtor.debtor_name })}
      onBlur={onBlur}
      onSearch={setSearch}
      itemLabel={(debtor) => debtor.debtor_name}
      itemKey={(debtor) => debtor.id}
      loading={isFetching}
    />
  );
}
