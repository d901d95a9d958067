import { useMemo } from 'react';
import { textLimits } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { isYes } from '../../../../shared/validation/application';
import { DateField } from '../../../kit/DateField';
import { MoneyField } from '../../../kit/MoneyField';
import { TextField } from '../../../kit/TextField';
import { useZodForm } from '../../../kit/useZodForm';
import { formGrid } from '../../users/formGrid';
import { ChoiceField } from '../fields/ChoiceField';
import { CountryPhoneField } from '../fields/CountryPhoneField';
import { PlaceZipField } from '../fields/PlaceZipField';
import { SensitiveNumberField } from '../fields/SensitiveNumberField';
import { StepForm } from '../StepForm';
import { financialInformationForm } from '../stepSchemas';
import { financialInformationValues } from '../stepValues';
import type { StepProps } from '../wizardStep';

const L = messages.applicationFields;

/**
 * Step 3, Financial Information (spec part 1 §5). The factoring company's name is open only when
 * the business has factored before (Yes); No clears it.
 */
export function FinancialInformationStep({ wizard }: StepProps) {
  const { prospect, locks } = wizard;
  const schema = useMemo(() => financialInformationForm(locks), [locks]);
  const form = useZodForm(schema, financialInformationValues(prospect, locks));
  const values = form.values;
  const factoredBefore = isYes(values.factored_before_status);

  return (
    <StepForm wizard={wizard} form={form}>
      <div className={formGrid.grid}>
        <TextField
          label={L.bankName}
          required
          filter="lettersSpaces"
          maxLength={textLimits.bankName}
          {...form.bind('bank_name')}
        />
        <SensitiveNumberField
          kind="accountNumber"
          label={L.accountNumber}
          required
          name="bank_account_number"
          lockedText={locks.accountNumber ? (prospect?.bank_account_number ?? null) : null}
          value={values.bank_account_number ?? ''}
          onChange={(number) => form.setField('bank_account_number', number)}
          onBlur={() => form.touch('bank_account_number')}
          error={form.errorOf('bank_account_number')}
        />
        <DateField
          label={L.accountOpeningDate}
          notInFuture
          {...form.bind('account_opening_date')}
          value={values.account_opening_date ?? ''}
        />
        <TextField
          label={L.routingNumber}
          required
          filter="digits"
          inputMode="numeric"
          maxLength={textLimits.routingNumber}
          {...form.bind('bank_routing_number')}
        />
        <TextField
          label={L.bankOfficer}
          filter="lettersSpaces"
          maxLength={textLimits.bankOfficer}
          {...form.bind('bank_officer')}
          value={values.bank_officer ?? ''}
        />
        <MoneyField label={L.bankBalance} {...form.bind('bank_balance')} value={values.bank_balance ?? ''} />
        <PlaceZipField
          label={L.zip}
          required
          name="bank_zip"
          value={values.bank_zip}
          onChange={(zip) => form.setField('bank_zip', zip)}
          onBlur={() => form.touch('bank_zip')}
          onPick={(place) =>
            form.setFields({ bank_zip: place.zip, bank_city: place.city, bank_state: place.full_state })
          }
          onClearPick={() => form.setFields({ bank_city: '', bank_state: '' })}
          error={form.errorOf('bank_zip')}
        />
        <TextField
          label={L.state}
          required
          readOnly
          value={values.bank_state}
          onChange={() => undefined}
          error={form.errorOf('bank_state')}
        />
        <TextField
          label={L.city}
          required
          readOnly
          value={values.bank_city}
          onChange={() => undefined}
          error={form.errorOf('bank_city')}
        />
        <CountryPhoneField
          label={L.phone}
          name="bank_phone"
          code={values.bank_country_phone_code}
          onCodeChange={(code) => form.setField('bank_country_phone_code', code, { touch: true })}
          value={values.bank_phone ?? ''}
          onChange={(phone) => form.setField('bank_phone', phone)}
          onBlur={() => form.touch('bank_phone')}
          error={form.errorOf('bank_phone')}
        />
        <ChoiceField
          label={L.loanOutstanding}
          value={values.business_loan_outstanding_status}
          onChange={(answer) => form.setField('business_loan_outstanding_status', answer, { touch: true })}
          onBlur={() => form.touch('business_loan_outstanding_status')}
          error={form.errorOf('business_loan_outstanding_status')}
        />
        <MoneyField label={L.monthlyVolume} required {...form.bind('monthly_factoring_volume')} />
        <MoneyField
          label={L.receivables}
          {...form.bind('receivables_outstanding')}
          value={values.receivables_outstanding ?? ''}
        />
        <DateField
          label={L.requestedFundingDate}
          required
          notInFuture
          {...form.bind('requested_funding_date')}
        />
        <MoneyField label={L.fundingAmount} required {...form.bind('funding_amount')} />
        <ChoiceField
          label={L.factoredBefore}
          value={values.factored_before_status}
          onChange={(answer) =>
            form.setFields(
              answer === 1
                ? { factored_before_status: answer }
                : { factored_before_status: answer, factored_before_name: '' },
            )
          }
          onBlur={() => form.touch('factored_before_status')}
          error={form.errorOf('factored_before_status')}
        />
        <TextField
          label={L.factoredBeforeName}
          maxLength={textLimits.factoredBeforeName}
          disabled={!factoredBefore}
          {...form.bind('factored_before_name')}
          value={values.factored_before_name ?? ''}
        />
      </div>
    </StepForm>
  );
}
