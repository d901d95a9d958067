import { defaultFaxCode, defaultPhoneCode } from '../../shared/constants';

/** A phone and a fax with their dialling codes, as the broker, debtor and contact forms keep them. */
export interface PhoneAndFax {
  country_phone_code: string;
  phone: string;
  country_fax_code: string;
  fax: string;
}

/** A new record's phone and fax: blank numbers, the default codes (+1). */
export function blankPhoneAndFax(): PhoneAndFax {
  return { country_phone_code: defaultPhoneCode, phone: '', country_fax_code: defaultFaxCode, fax: '' };
}

/** A stored phone and fax as a form edits them: a code stored empty shows as the default. */
export function storedPhoneAndFax(stored: {
  country_phone_code: string | null;
  phone: string;
  country_fax_code: string | null;
  fax: string;
}): PhoneAndFax {
  return {
    country_phone_code: stored.country_phone_code || defaultPhoneCode,
    phone: stored.phone,
    country_fax_code: stored.country_fax_code || defaultFaxCode,
    fax: stored.fax,
  };
}
