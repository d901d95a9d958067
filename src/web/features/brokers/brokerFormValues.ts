import { defaultPhoneCode } from '../../../shared/constants';
import { brokerStatusValues, type Broker } from '../../../shared/contract/brokers';
import type { BrokerDetailsFormInput, BrokerFormInput } from '../../../shared/validation/brokerForm';
import { blankPhoneAndFax, storedPhoneAndFax } from '../../domain/phoneAndFax';

/** The broker form's first values: blank with +1 codes (/becomepartner, Add New Broker). */
export function blankBrokerForm(): BrokerFormInput {
  return {
    first_name: '',
    last_name: '',
    email: '',
    ...blankPhoneAndFax(),
    country_telephone_code: defaultPhoneCode,
    telephone: '',
    street_address: '',
    zip: '',
    state: '',
    city: '',
    ssn: '',
    license_number: '',
    state_of_formation: '',
  };
}

/** /brokerdetails: a new broker starts Pending, an existing one shows as stored. */
export function brokerDetailsValues(broker: Broker | null): BrokerDetailsFormInput {
  if (!broker) return { ...blankBrokerForm(), status: brokerStatusValues.pending };
  return {
    first_name: broker.first_name,
    last_name: broker.last_name,
    email: broker.email,
    ...storedPhoneAndFax(broker),
    country_telephone_code: broker.country_telephone_code || defaultPhoneCode,
    telephone: broker.telephone,
    street_address: broker.street_address,
    zip: broker.zip,
    state: broker.state,
    city: broker.city,
    ssn: broker.ssn,
    license_number: broker.license_number,
    state_of_formation: broker.state_of_formation,
    status: broker.status,
  };
}
