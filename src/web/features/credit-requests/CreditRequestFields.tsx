import { Callout, Intent } from '@blueprintjs/core';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { ClientSelect } from '../../domain/ClientSelect';
import { DebtorSelect } from '../../domain/DebtorSelect';
import { FactList } from '../../kit/FactList';
import { MoneyField } from '../../kit/MoneyField';
import type { CreditRequestFormState } from './useCreditRequestForm';

const M = messages.creditRequest;
const money = (value: string | null | undefined) =>
  value === null || value === undefined ? '—' : formatUsd(value);

/**
 * The fields of Add New Request: Client Name (a client user's own company, locked), Debtor Name for
 * a debtor request, the limits as they stand, Requested Credit Limit and the warning that keeps
 * Save off.
 */
export function CreditRequestFields({
  form,
  ownCompany,
}: {
  form: CreditRequestFormState;
  ownCompany: boolean;
}) {
  const asksDebtor = form.kind === 'debtor';
  const { limits } = form;
  return (
    <>
      <ClientSelect
        ownCompany={ownCompany}
        value={form.client}
        onChange={form.setClient}
        disabled={form.saving}
        error={form.errorOf('prospect_id')}
      />
      {asksDebtor && (
        <DebtorSelect
          prospectId={form.client?.id ?? null}
          value={form.debtor}
          onChange={form.setDebtor}
          disabled={form.saving}
          error={form.errorOf('debtor_id')}
        />
      )}
      {limits !== undefined && (
        <FactList
          facts={[
            {
              label: asksDebtor ? M.currentDebtorLimit : M.currentClientLimit,
              value: money(
                asksDebtor ? limits.debtor_original_credit_limit : limits.client_active_credit_limit,
              ),
            },
            { label: M.clientAvailable, value: money(limits.available_credit_limit) },
          ]}
        />
      )}
      <MoneyField
        label={M.requestedLabel}
        required
        value={form.amount}
        onChange={form.setAmount}
        onBlur={() => form.touch('requested_amount')}
        disabled={form.saving}
        error={form.errorOf('requested_amount')}
      />
      {form.warning !== null && (
        <Callout intent={Intent.WARNING} compact role="alert">
          {form.warning}
        </Callout>
      )}
    </>
  );
}
