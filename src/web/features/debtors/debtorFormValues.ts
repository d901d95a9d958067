import type { ClientDebtor } from '../../../shared/contract/debtors';
import type {
  debtorFormSchema,
  DebtorContactInput,
  DebtorFormInput,
} from '../../../shared/validation/debtorForm';
import { blankPhoneAndFax, storedPhoneAndFax } from '../../domain/phoneAndFax';
import type { ZodForm } from '../../kit/useZodForm';
import { notChosen } from '../../kit/notChosen';

/** The debtor form as its tabs read and set it. */
export type DebtorZodForm = ZodForm<ReturnType<typeof debtorFormSchema>>;

/** A blank contact row (phone and fax codes default to +1). */
export function blankContact(): DebtorContactInput {
  return {
    first_name: '',
    last_name: '',
    email: '',
    department: '',
    ...blankPhoneAndFax(),
  };
}

/**
 * The Add Debtor form's first values (the client preset for a client user, one blank contact when
 * the contacts tab is offered), or the Edit Debtor form's from the stored debtor. A FEIN the server
 * sent masked stays as it came: the form neither checks nor sends it.
 */
export function debtorFormValues(
  debtor: ClientDebtor | null,
  options: { clientId: number | null; withContact: boolean },
): DebtorFormInput {
  if (!debtor) {
    return {
      prospect_id: options.clientId ?? notChosen<number>(),
      debtor_name: '',
      ...blankPhoneAndFax(),
      email: '',
      address: '',
      zip: '',
      state: '',
      city: '',
      fein: '',
      credit_limit: '',
      optional_comments: '',
      industry: '',
      industry_id: null,
      pocs: options.withContact ? [blankContact()] : [],
    };
  }
  return {
    id: debtor.id,
    prospect_id: debtor.prospect_id,
    debtor_name: debtor.legal_name,
    ...storedPhoneAndFax(debtor),
    email: debtor.email,
    address: debtor.address,
    zip: debtor.zip,
    state: debtor.state,
    city: debtor.city,
    fein: debtor.fein,
    credit_limit: debtor.credit_limit,
    optional_comments: debtor.optional_comments,
    industry: debtor.industry,
    industry_id: debtor.industry_id,
    pocs: debtor.pocs.map((poc) => ({
      id: poc.id,
      first_name: poc.first_name,
      last_name: poc.last_name,
      email: poc.email,
      department: poc.department,
      ...storedPhoneAndFax(poc),
    })),
  };
}
