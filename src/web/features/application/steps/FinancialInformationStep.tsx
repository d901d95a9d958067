import { useMemo } from 'react';
import { textLimits } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { isYes } from '../../../../shared/validation/application';
import { bindOptional } from '../../../kit/bindOptional';
import { DateField } from '../../../kit/DateField';
import { MoneyField } from '../../../kit/MoneyField';
import { TextField } from '../../../kit/TextField';
import { useZodForm } from '../../../kit/useZodForm';
import { formGrid } from '../../../kit/formGrid';
import { ChoiceField } from '../fields/ChoiceField';
import { CountryPhoneField } from '../../../domain/CountryPhoneField';
import { PlaceFields } from '../../../domain/PlaceFields';
import { SensitiveNumberField } from '../fields/SensitiveNumberField';
import { StepForm } from '../StepForm';
import { stepPhone, stepPick, stepPlace, stepSensitive, stepTexts, type StepTextSpec } from '../stepBindings';
import { financialInformationForm } from '../stepSchemas';
import { financialInformationValues } from '../stepValues';
import type { StepProps } from '../wizardStep';

const L = messages.applicationFields;

/** The step's plain text fields. */
const financialTexts = {
  bank_name: { label: L.bankName, required: true, filter: 'lettersSpaces', maxLength: textLimits.bankName },
  bank_routing_number: {
    label: L.routingNumber,
    required: true,
    filter: 'digits',
    inputMode: 'numeric',
    maxLength: textLimits.routingNumber,
  },
  bank_officer: { label: L.bankOfficer, filter: 'lettersSpaces', maxLength: textLimits.bankOfficer },
  factored_before_name: { label: L.factoredBeforeName, maxLength: textLimits.factoredBeforeName },
} satisfies Record<string, StepTextSpec>;

/**
 * Step 3, Financial Information (spec part 1 §5). The factoring company's name is open only when
 * the business has factored before (Yes); No clears it.
 */
export function FinancialInformationStep({ wizard }: StepProps) {
  const { prospect, locks } = wizard;
  const schema = useMemo(() => financialInformationForm(locks), [locks]);
  const form = useZodForm(schema, financialInformationValues(prospect, locks));
  const factoredBefore = isYes(form.values.factored_before_status);
  const text = stepTexts(form, financialTexts);

  return (
    <StepForm wizard={wizard} form={form}>
      <div className={formGrid.grid}>
        <TextField {...text('bank_name')} />
        <SensitiveNumberField
          kind="accountNumber"
          label={L.accountNumber}
          required
          {...stepSensitive(form, 'bank_account_number', locks.accountNumber, prospect?.bank_account_number)}
        />
        <DateField label={L.accountOpeningDate} notInFuture {...bindOptional(form, 'account_opening_date')} />
        <TextField {...text('bank_routing_number')} />
        <TextField {...text('bank_officer')} />
        <MoneyField label={L.bankBalance} {...bindOptional(form, 'bank_balance')} />
        <PlaceFields required {...stepPlace(form, 'bank')} />
        <CountryPhoneField label={L.phone} {...stepPhone(form, 'bank_phone', 'bank_country_phone_code')} />
        <ChoiceField label={L.loanOutstanding} {...stepPick(form, 'business_loan_outstanding_status')} />
        <MoneyField label={L.monthlyVolume} required {...form.bind('monthly_factoring_volume')} />
        <MoneyField label={L.receivables} {...bindOptional(form, 'receivables_outstanding')} />
        <DateField
          label={L.requestedFundingDate}
          required
          notInFuture
          {...form.bind('requested_funding_date')}
        />
        <MoneyField label={L.fundingAmount} required {...form.bind('funding_amount')} />
        <ChoiceField
          label={L.factoredBefore}
          {...stepPick(form, 'factored_before_status')}
          onChange={(answer) =>
            form.setFields(
              answer === 1
                ? { factored_before_status: answer }
                : { factored_before_status: answer, factored_before_name: '' },
            )
          }
        />
        <TextField {...text('factored_before_name')} disabled={!factoredBefore} />
      </div>
    </StepForm>
  );
}
