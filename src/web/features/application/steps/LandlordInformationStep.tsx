import { textLimits } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { isNo, landlordCleared } from '../../../../shared/validation/application';
import { MoneyField } from '../../../kit/MoneyField';
import { TextField } from '../../../kit/TextField';
import { useZodForm } from '../../../kit/useZodForm';
import { formGrid } from '../../users/formGrid';
import { ChoiceField } from '../fields/ChoiceField';
import { CountryPhoneField } from '../fields/CountryPhoneField';
import { PlaceZipField } from '../fields/PlaceZipField';
import { StepForm } from '../StepForm';
import { landlordInformationForm } from '../stepSchemas';
import { landlordInformationValues } from '../stepValues';
import type { StepProps } from '../wizardStep';

const L = messages.applicationFields;

/**
 * Step 5, Landlord Information (spec part 1 §4, §5). Leasing No clears and disables every lease
 * and landlord field and puts the phone code back to +1; leasing Yes requires phone, zip, state
 * and city.
 */
export function LandlordInformationStep({ wizard }: StepProps) {
  const form = useZodForm(landlordInformationForm, landlordInformationValues(wizard.prospect));
  const values = form.values;
  const off = isNo(values.leasing_business_space);

  return (
    <StepForm wizard={wizard} form={form}>
      <div className={formGrid.grid}>
        <ChoiceField
          label={L.leasing}
          required
          value={values.leasing_business_space}
          onChange={(answer) => {
            form.setFields(
              answer === 0
                ? { leasing_business_space: answer, ...landlordCleared }
                : { leasing_business_space: answer },
            );
            form.touch('leasing_business_space');
          }}
          onBlur={() => form.touch('leasing_business_space')}
          error={form.errorOf('leasing_business_space')}
        />
        <TextField
          label={L.leasePeriod}
          filter="alphanumericSpaces"
          maxLength={textLimits.leasePeriod}
          disabled={off}
          {...form.bind('present_lease_period')}
          value={values.present_lease_period ?? ''}
        />
        <TextField
          label={L.landlordName}
          filter="lettersSpaces"
          maxLength={textLimits.landlordName}
          disabled={off}
          {...form.bind('landlord_name')}
          value={values.landlord_name ?? ''}
        />
        <MoneyField
          label={L.monthlyRent}
          disabled={off}
          {...form.bind('landlord_monthly_rent')}
          value={values.landlord_monthly_rent ?? ''}
        />
        <CountryPhoneField
          label={L.phone}
          required={!off}
          name="landlord_phone"
          disabled={off}
          code={values.landlord_country_phone_code}
          onCodeChange={(code) => form.setField('landlord_country_phone_code', code, { touch: true })}
          value={values.landlord_phone ?? ''}
          onChange={(phone) => form.setField('landlord_phone', phone)}
          onBlur={() => form.touch('landlord_phone')}
          error={form.errorOf('landlord_phone')}
        />
        <TextField
          label={L.address}
          maxLength={textLimits.landlordAddress}
          disabled={off}
          {...form.bind('landlord_address')}
          value={values.landlord_address ?? ''}
        />
        <PlaceZipField
          label={L.zip}
          required={!off}
          name="landlord_zip"
          disabled={off}
          value={values.landlord_zip ?? ''}
          onChange={(zip) => form.setField('landlord_zip', zip)}
          onBlur={() => form.touch('landlord_zip')}
          onPick={(place) =>
            form.setFields({
              landlord_zip: place.zip,
              landlord_city: place.city,
              landlord_state: place.full_state,
            })
          }
          onClearPick={() => form.setFields({ landlord_city: '', landlord_state: '' })}
          error={form.errorOf('landlord_zip')}
        />
        <TextField
          label={L.state}
          required={!off}
          readOnly
          disabled={off}
          value={values.landlord_state ?? ''}
          onChange={() => undefined}
          error={form.errorOf('landlord_state')}
        />
        <TextField
          label={L.city}
          required={!off}
          readOnly
          disabled={off}
          value={values.landlord_city ?? ''}
          onChange={() => undefined}
          error={form.errorOf('landlord_city')}
        />
      </div>
    </StepForm>
  );
}
