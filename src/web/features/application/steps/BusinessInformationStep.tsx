import { useMemo } from 'react';
import { textLimits } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { isNo } from '../../../../shared/validation/application';
import { bindOptional } from '../../../kit/bindOptional';
import { DateField } from '../../../kit/DateField';
import { MoneyField } from '../../../kit/MoneyField';
import { StateSelect } from '../../../kit/StateSelect';
import { TextField } from '../../../kit/TextField';
import { useZodForm } from '../../../kit/useZodForm';
import { formGrid } from '../../../kit/formGrid';
import { ChoiceField } from '../fields/ChoiceField';
import { CountryPhoneField } from '../../../domain/CountryPhoneField';
import { LegalStatusField } from '../fields/LegalStatusField';
import { PlaceFields } from '../../../domain/PlaceFields';
import { ReferralCodeField } from '../fields/ReferralCodeField';
import { SensitiveNumberField } from '../fields/SensitiveNumberField';
import { StepForm } from '../StepForm';
import { stepPhone, stepPick, stepPlace, stepSensitive, stepTexts, type StepTextSpec } from '../stepBindings';
import { businessInformationForm } from '../stepSchemas';
import { businessInformationValues } from '../stepValues';
import type { StepProps } from '../wizardStep';
import { useFieldSettings } from '../../settings-tiles/shared';

const L = messages.applicationFields;

/** The step's plain text fields. */
const businessTexts = {
  company_business_name: { label: L.businessName, required: true, maxLength: textLimits.businessName },
  doing_business_as: { label: L.doingBusinessAs, maxLength: textLimits.doingBusinessAs },
  poc_name: { label: L.contactName, required: true, maxLength: textLimits.contactName },
  poc_email: { label: L.contactEmail, required: true, type: 'email', maxLength: textLimits.contactEmail },
  company_number_of_employees: {
    label: L.employees,
    filter: 'digits',
    inputMode: 'numeric',
    maxLength: textLimits.employeeCountDigits,
  },
  company_address: {
    label: L.address,
    required: true,
    maxLength: textLimits.prospectAddress,
    className: formGrid.wide,
  },
  company_taxes_past_due_type: { label: L.taxDueType, maxLength: textLimits.taxDueType },
  reference: { label: L.referralPlatform, maxLength: textLimits.referralPlatform },
  company_business_description: {
    label: L.description,
    rows: 3,
    maxLength: textLimits.businessDescription,
    className: formGrid.wide,
  },
} satisfies Record<string, StepTextSpec>;

/**
 * Step 1, Business Information (spec part 1 §5). Taxes past due No clears and disables the type
 * and amount; state and city come from the zip pick; the referral code locks once valid.
 */
export function BusinessInformationStep({ wizard }: StepProps) {
  const { prospect, locks, invitedReferralCode } = wizard;
  const schema = useMemo(() => businessInformationForm(locks), [locks]);
  const form = useZodForm(schema, businessInformationValues(prospect, locks, invitedReferralCode));
  const values = form.values;
  const noTaxDue = isNo(values.company_company_taxes_past_due_status);
  const storedCode = prospect?.broker_referral_code ?? '';
  const text = stepTexts(form, businessTexts);
  const shows = useFieldSettings();

  return (
    <StepForm wizard={wizard} form={form}>
      <div className={formGrid.grid}>
        <TextField {...text('company_business_name')} />
        {shows('client_dba') ? <TextField {...text('doing_business_as')} /> : null}
        <TextField {...text('poc_name')} />
        <TextField {...text('poc_email')} />
        <CountryPhoneField
          label={L.phone}
          required
          {...stepPhone(form, 'company_phone', 'company_country_phone_code')}
        />
        <CountryPhoneField
          label={L.fax}
          kind="fax"
          {...stepPhone(form, 'company_fax', 'company_country_fax_code')}
        />
        <SensitiveNumberField
          kind="fein"
          label={L.fein}
          required
          {...stepSensitive(form, 'company_fein', locks.fein, prospect?.company_fein)}
        />
        <DateField
          label={L.dateEstablished}
          required
          notInFuture
          {...form.bind('company_date_established')}
        />
        <StateSelect
          label={L.registrationState}
          value={values.business_registration_state ?? ''}
          onChange={(state) => form.setField('business_registration_state', state, { touch: true })}
          onBlur={() => form.touch('business_registration_state')}
          error={form.errorOf('business_registration_state')}
        />
        <TextField {...text('company_number_of_employees')} />
        <PlaceFields required {...stepPlace(form, 'company')} />
        <LegalStatusField required {...stepPick(form, 'company_legal_status')} />
        <TextField {...text('company_address')} />
        <ChoiceField
          label={L.taxDue}
          required
          {...stepPick(form, 'company_company_taxes_past_due_status')}
          onChange={(answer) =>
            form.setFields(
              answer === 0
                ? {
                    company_company_taxes_past_due_status: answer,
                    company_taxes_past_due_type: '',
                    company_taxes_past_due_amount: '',
                  }
                : { company_company_taxes_past_due_status: answer },
            )
          }
        />
        <ChoiceField label={L.taxLien} required {...stepPick(form, 'company_tax_lien_field')} />
        <TextField {...text('company_taxes_past_due_type')} disabled={noTaxDue} />
        <MoneyField
          label={L.taxDueAmount}
          disabled={noTaxDue}
          {...bindOptional(form, 'company_taxes_past_due_amount')}
        />
        <TextField {...text('reference')} />
        <ReferralCodeField
          value={values.broker_referral_code ?? ''}
          onChange={(code) => form.setField('broker_referral_code', code)}
          onBlur={() => form.touch('broker_referral_code')}
          error={form.errorOf('broker_referral_code')}
          stored={storedCode !== ''}
        />
        <TextField {...text('company_business_description')} />
      </div>
    </StepForm>
  );
}
