import { z } from 'zod';
import { textLimits } from '../../constants';
import { optionalText, PhoneCodeSchema, requiredText } from '../userForm';
import {
  applicationLabels as L,
  clearDependants,
  digitsOnlyPattern,
  requiredFiltered,
  optionalFiltered,
  isYes,
  lettersAndDigits,
  lettersAndSpaces,
  optionalDate,
  optionalMoney,
  optionalPhone,
  optionalYesNo,
  placeNameMax,
  requiredDate,
  requiredMoney,
  requiredZip,
  type SensitiveOptions,
} from './businessInformation';

/**
 * Step 3, Financial Information (spec part 1 §5). The account number is a sensitive number: it is
 * sent only by users allowed to see it. The factoring company's name is kept only when the
 * answer to "factored before" is Yes (1).
 */
function financialFields({ sensitiveEditable }: SensitiveOptions) {
  return z.strictObject({
    bank_name: requiredFiltered(L.bankName, textLimits.bankName, lettersAndSpaces),
    bank_account_number: sensitiveEditable
      ? requiredFiltered(L.accountNumber, textLimits.bankAccountNumber, lettersAndDigits)
      : z.never().optional(),
    account_opening_date: optionalDate(L.accountOpeningDate, 'notFuture'),
    bank_routing_number: requiredFiltered(L.routingNumber, textLimits.routingNumber, digitsOnlyPattern),
    bank_officer: optionalFiltered(L.bankOfficer, textLimits.bankOfficer, lettersAndSpaces),
    bank_balance: optionalMoney(L.bankBalance),
    bank_zip: requiredZip(),
    bank_state: requiredText(L.state, placeNameMax),
    bank_city: requiredText(L.city, placeNameMax),
    bank_country_phone_code: PhoneCodeSchema,
    bank_phone: optionalPhone(L.phone),
    business_loan_outstanding_status: optionalYesNo(L.loanOutstanding),
    monthly_factoring_volume: requiredMoney(L.monthlyVolume),
    receivables_outstanding: optionalMoney(L.receivables),
    requested_funding_date: requiredDate(L.requestedFundingDate, 'notFuture'),
    funding_amount: requiredMoney(L.fundingAmount),
    factored_before_status: optionalYesNo(L.factoredBefore),
    factored_before_name: optionalText(L.factoredBeforeName, textLimits.factoredBeforeName),
  });
}

/** Step 3, Financial Information. `sensitiveEditable: false` leaves the account number out. */
export function financialInformationSchema(options: SensitiveOptions) {
  return clearDependants(
    financialFields(options),
    'factored_before_status',
    { factored_before_name: '' },
    (answer) => !isYes(answer),
  );
}

export const FinancialInformationSchema = financialInformationSchema({ sensitiveEditable: true });
export type FinancialInformationInput = z.input<ReturnType<typeof financialFields>>;
export type FinancialInformation = z.output<typeof FinancialInformationSchema>;
