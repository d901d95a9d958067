import { Button, Card, H5, Intent, Tag } from '@blueprintjs/core';
import { textLimits } from '../../../shared/constants';
import type { DebtorContactRow, DebtorUser } from '../../../shared/contract/debtors';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import type { DebtorContactInput } from '../../../shared/validation/debtorForm';
import { CountryPhoneField } from '../../domain/CountryPhoneField';
import { TextField } from '../../kit/TextField';
import { formGrid } from '../../kit/formGrid';
import { textBinder } from '../../kit/textBinder';
import { debtorClasses } from './debtorClasses';
import { hasSignedUp, mayResendInvite } from './inviteRules';

const S = messages.debtor.screens;
const L = S.labels;

type TextName = 'first_name' | 'last_name' | 'email' | 'department' | 'phone' | 'fax';
type CodeName = 'country_phone_code' | 'country_fax_code';

export interface ContactCardProps {
  /** The contact's place (0 is the first, never removed). */
  index: number;
  contact: DebtorContactInput;
  /** The stored contact, for a contact saved before (its invite). */
  stored: DebtorContactRow | undefined;
  /** The users holding the debtor's contact emails. */
  users: readonly DebtorUser[];
  /** The error of a field of this contact, once shown. */
  errorOf: (name: TextName | CodeName) => string | undefined;
  onChange: (patch: Partial<DebtorContactInput>) => void;
  onBlur: (name: TextName | CodeName) => void;
  /** Removes the contact; absent for the first. */
  onRemove?: () => void;
  /** Shows the invite state and Resend Invite (staff only, spec part 2 §2). */
  canInvite: boolean;
  onResend: (contact: DebtorContactRow) => void;
  resending: boolean;
  /** When the tab was opened (ms), the moment a day since the last invite is counted to. */
  now: number;
  disabled: boolean;
}

function inviteState(stored: DebtorContactRow, users: readonly DebtorUser[]): string {
  if (hasSignedUp(stored, users)) return S.signedUp;
  if (stored.invite_send_date) return S.inviteSentOn(formatUsDate(new Date(stored.invite_send_date)));
  return S.notInvited;
}

/** One debtor contact (spec part 2 §5, Debtor contacts): names, email, department, phone and fax. */
export function ContactCard(props: ContactCardProps) {
  const { index, contact, stored, users, errorOf, onChange, onBlur, onRemove, canInvite, disabled } = props;
  const title = S.contact(index + 1);
  // An invited contact signs in with this email: it stays as it is.
  const emailLocked = stored !== undefined && (stored.invite_send_date !== null || stored.user_id !== null);

  const contactForm = {
    values: contact,
    setField: (name: TextName | CodeName, value: string) => onChange({ [name]: value }),
    touch: onBlur,
    errorOf,
  };
  const { text, phone } = textBinder(contactForm, disabled, (name) => `pocs.${index}.${name}`);

  return (
    <Card className={debtorClasses.contact} aria-label={title}>
      <div className={debtorClasses.contactHead}>
        <H5>{title}</H5>
        {canInvite && stored && <Tag minimal>{inviteState(stored, users)}</Tag>}
        {canInvite && stored?.invite_send_date && !hasSignedUp(stored, users) && (
          <Button
            size="small"
            icon="envelope"
            text={messages.debtor.resendInvite}
            disabled={!mayResendInvite(stored, users, props.now)}
            loading={props.resending}
            onClick={() => props.onResend(stored)}
          />
        )}
        {onRemove && (
          <Button
            size="small"
            variant="minimal"
            icon="trash"
            intent={Intent.DANGER}
            aria-label={S.removeContact(index + 1)}
            disabled={disabled}
            onClick={onRemove}
          />
        )}
      </div>
      <div className={formGrid.grid}>
        <TextField
          label={L.firstName}
          required
          maxLength={textLimits.contactFirstName}
          filter="alphanumericSpaces"
          {...text('first_name')}
        />
        <TextField label={L.lastName} maxLength={textLimits.contactLastName} {...text('last_name')} />
        <TextField
          label={L.email}
          required
          type="email"
          maxLength={textLimits.contactEmailDebtor}
          {...text('email')}
          disabled={disabled || emailLocked}
        />
        <TextField label={L.department} maxLength={textLimits.department} {...text('department')} />
        <CountryPhoneField label={L.phone} required {...phone('phone', 'country_phone_code')} />
        <CountryPhoneField label={L.fax} kind="fax" {...phone('fax', 'country_fax_code')} />
      </div>
    </Card>
  );
}
