import { textLimits } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { isNo, landlordCleared } from '../../../../shared/validation/application';
import { bindOptional } from '../../../kit/bindOptional';
import { MoneyField } from '../../../kit/MoneyField';
import { TextField } from '../../../kit/TextField';
import { useZodForm } from '../../../kit/useZodForm';
import { formGrid } from '../../../kit/formGrid';
import { ChoiceField } from '../fields/ChoiceField';
import { CountryPhoneField } from '../../../domain/CountryPhoneField';
import { PlaceFields } from '../../../domain/PlaceFields';
import { StepForm } from '../StepForm';
import { stepPhone, stepPick, stepPlace, stepTexts, type StepTextSpec } from '../stepBindings';
import { landlordInformationForm } from '../stepSchemas';
import { landlordInformationValues } from '../stepValues';
import type { StepProps } from '../wizardStep';

const L = messages.applicationFields;

/** The step's plain text fields. */
const landlordTexts = {
  present_lease_period: {
    label: L.leasePeriod,
    filter: 'alphanumericSpaces',
    maxLength: textLimits.leasePeriod,
  },
  landlord_name: { label: L.landlordName, filter: 'lettersSpaces', maxLength: textLimits.landlordName },
  landlord_address: { label: L.address, maxLength: textLimits.landlordAddress },
} satisfies Record<string, StepTextSpec>;

/**
 * Step 5, Landlord Information (spec part 1 §4, §5). Leasing No clears and disables every lease
 * and landlord field and puts the phone code back to +1; leasing Yes requires phone, zip, state
 * and city.
 */
export function LandlordInformationStep({ wizard }: StepProps) {
  const form = useZodForm(landlordInformationForm, landlordInformationValues(wizard.prospect));
  const off = isNo(form.values.leasing_business_space);
  const text = stepTexts(form, landlordTexts);

  return (
    <StepForm wizard={wizard} form={form}>
      <div className={formGrid.grid}>
        <ChoiceField
          label={L.leasing}
          required
          {...stepPick(form, 'leasing_business_space')}
          onChange={(answer) => {
            form.setFields(
              answer === 0
                ? { leasing_business_space: answer, ...landlordCleared }
                : { leasing_business_space: answer },
            );
            form.touch('leasing_business_space');
          }}
        />
        <TextField {...text('present_lease_period')} disabled={off} />
        <TextField {...text('landlord_name')} disabled={off} />
        <MoneyField label={L.monthlyRent} disabled={off} {...bindOptional(form, 'landlord_monthly_rent')} />
        <CountryPhoneField
          label={L.phone}
          required={!off}
          disabled={off}
          {...stepPhone(form, 'landlord_phone', 'landlord_country_phone_code')}
        />
        <TextField {...text('landlord_address')} disabled={off} />
        <PlaceFields required={!off} disabled={off} {...stepPlace(form, 'landlord')} />
      </div>
    </StepForm>
  );
}
