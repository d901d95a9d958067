import { z } from 'zod';
import { messages } from '../../messages';
import { defaultPhoneCode, textLimits, zipLength } from '../../constants';
import { optionalText, PhoneCodeSchema } from '../userForm';
import {
  applicationLabels as L,
  clearDependants,
  optionalFiltered,
  lettersAndSpaces,
  lettersDigitsAndSpaces,
  optionalMoney,
  optionalPhone,
  placeNameMax,
  yesNo,
} from './businessInformation';

/**
 * Step 5, Landlord Information (spec part 1 §5). Leasing No clears and disables every lease and
 * landlord field and puts the phone code back to +1; leasing Yes makes phone, zip, state and
 * city required.
 */
const landlordFields = z
  .strictObject({
    leasing_business_space: yesNo(L.leasing, messages.prospect.leasingRequired),
    present_lease_period: optionalFiltered(L.leasePeriod, textLimits.leasePeriod, lettersDigitsAndSpaces),
    landlord_name: optionalFiltered(L.landlordName, textLimits.landlordName, lettersAndSpaces),
    landlord_monthly_rent: optionalMoney(L.monthlyRent),
    landlord_country_phone_code: PhoneCodeSchema,
    landlord_phone: optionalPhone(L.phone),
    landlord_address: optionalText(L.address, textLimits.landlordAddress),
    landlord_zip: optionalText(L.zip, zipLength).refine(
      (value) => /^\d*$/.test(value),
      messages.form.zipDigits,
    ),
    landlord_state: optionalText(L.state, placeNameMax),
    landlord_city: optionalText(L.city, placeNameMax),
  })
  .superRefine((values, ctx) => {
    if (!values.leasing_business_space) return;
    const required = (key: keyof typeof values, label: string) => {
      if (values[key] === '')
        ctx.addIssue({ code: 'custom', message: messages.required(label), path: [key] });
    };
    required('landlord_phone', L.phone);
    required('landlord_zip', L.zip);
    if (values.landlord_zip !== '' && values.landlord_zip.length < zipLength) {
      ctx.addIssue({ code: 'custom', message: messages.prospect.zipMin, path: ['landlord_zip'] });
    }
    required('landlord_state', L.state);
    required('landlord_city', L.city);
  });

/** The values a leasing No leaves. */
export const landlordCleared = {
  present_lease_period: '',
  landlord_name: '',
  landlord_monthly_rent: '',
  landlord_country_phone_code: defaultPhoneCode,
  landlord_phone: '',
  landlord_address: '',
  landlord_zip: '',
  landlord_state: '',
  landlord_city: '',
} as const;

export const LandlordInformationSchema = clearDependants(
  landlordFields,
  'leasing_business_space',
  landlordCleared,
);
export type LandlordInformationInput = z.input<typeof landlordFields>;
export type LandlordInformation = z.output<typeof LandlordInformationSchema>;
