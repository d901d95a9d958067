import { textLimits } from '../../../shared/constants';
import type { ClientCreditLimit } from '../../../shared/contract/debtors';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { ClientSelect } from '../../domain/ClientSelect';
import { CountryPhoneField } from '../../domain/CountryPhoneField';
import { bindPlace, PlaceFields } from '../../domain/PlaceFields';
import { MaskedField } from '../../kit/MaskedField';
import { MoneyField } from '../../kit/MoneyField';
import { useFieldSettings } from '../settings-tiles/shared';
import { TextField } from '../../kit/TextField';
import { formGrid } from '../../kit/formGrid';
import { textBinder } from '../../kit/textBinder';
import type { DebtorZodForm } from './debtorFormValues';
import { IndustryField } from './IndustryField';

const D = messages.debtor;
const L = D.screens.labels;

type TextName =
  'debtor_name' | 'phone' | 'fax' | 'email' | 'address' | 'fein' | 'credit_limit' | 'optional_comments';

export interface DebtorProfileFieldsProps {
  form: DebtorZodForm;
  /** Every field read-only: a client user looking at an existing debtor (spec part 2 §2). */
  disabled: boolean;
  /** An existing debtor: its client and weekly credit limit are locked. */
  existing: boolean;
  /** The client fixed: a client user's own company, or an existing debtor's client. */
  clientFixed: boolean;
  /** The chosen client's name when the client list may not hold it. */
  clientName?: string;
  /** Whether the FEIN may be typed: a new debtor, or a user holding the disclosure right. */
  feinEditable: boolean;
  /** The chosen client's credit limits, once known. */
  credit: ClientCreditLimit | undefined;
}

/**
 * The Profile tab (spec part 2 §5, Debtor form): client, name, phone and fax with their codes,
 * email, address, zip whose lookup fills the read-only state and city, FEIN, weekly credit limit,
 * industry and comments.
 */
export function DebtorProfileFields(props: DebtorProfileFieldsProps) {
  const { form, disabled, existing, clientFixed, clientName, feinEditable, credit } = props;
  const { values } = form;

  const { text, phone } = textBinder<TextName | 'country_phone_code' | 'country_fax_code'>(form, disabled);
  const available = credit?.available_credit_limit;
  const shows = useFieldSettings();

  return (
    <div className={formGrid.grid}>
      <ClientSelect
        offeredBy="debtors"
        label={L.clientName}
        value={
          values.prospect_id === undefined
            ? null
            : { id: values.prospect_id, company_business_name: clientName ?? '' }
        }
        onChange={(client) => form.setField('prospect_id', client.id, { touch: true })}
        onBlur={() => form.touch('prospect_id')}
        disabled={disabled || clientFixed}
        error={form.errorOf('prospect_id')}
      />
      <TextField
        label={L.debtorName}
        required
        maxLength={textLimits.debtorName}
        filter="alphanumericSpaces"
        {...text('debtor_name')}
      />
      <CountryPhoneField label={L.phone} required {...phone('phone', 'country_phone_code')} />
      {shows('debtor_fax') ? (
        <CountryPhoneField label={L.fax} kind="fax" {...phone('fax', 'country_fax_code')} />
      ) : null}
      <TextField
        label={L.companyEmail}
        required
        type="email"
        maxLength={textLimits.debtorEmail}
        {...text('email')}
      />
      {feinEditable ? (
        <MaskedField label={L.fein} required kind="fein" {...text('fein')} />
      ) : (
        <TextField
          label={L.fein}
          required
          {...text('fein')}
          onChange={() => undefined}
          readOnly
          helperText={messages.prospect.wizard.sensitiveLocked}
        />
      )}
      <TextField
        label={L.address}
        required
        maxLength={textLimits.debtorAddress}
        className={formGrid.wide}
        {...text('address')}
      />
      <PlaceFields required {...bindPlace(form)} disabled={disabled} noResultText={D.zipNoRecord} />
      <MoneyField
        label={L.creditLimit}
        required
        {...text('credit_limit')}
        disabled={disabled || existing}
        helperText={!existing && available ? D.screens.clientAvailable(formatUsd(available)) : undefined}
      />
      <IndustryField
        label={L.industry}
        title={String(values.industry ?? '')}
        id={values.industry_id ?? null}
        onChange={(choice) => {
          form.setFields({ industry: choice.title, industry_id: choice.id });
          form.touch('industry');
        }}
        onBlur={() => form.touch('industry')}
        disabled={disabled}
        error={form.errorOf('industry') ?? form.errorOf('industry_id')}
      />
      <TextField
        label={L.comments}
        maxLength={textLimits.debtorComments}
        rows={3}
        className={formGrid.wide}
        {...text('optional_comments')}
      />
    </div>
  );
}
