import { useState } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { maxDebtorContacts } from '../../../shared/constants';
import type { ClientDebtor, Debtor, DebtorContactRow } from '../../../shared/contract/debtors';
import { messages } from '../../../shared/messages';
import type { DebtorContactInput } from '../../../shared/validation/debtorForm';
import { toastFromError, toastSuccess, toastWarning } from '../../kit/toast';
import { useInviteDebtorContactsMutation, useResendDebtorInviteMutation } from './api';
import { ContactCard } from './ContactCard';
import { debtorClasses } from './debtorClasses';
import { blankContact, type DebtorZodForm } from './debtorFormValues';
import { needsInvite } from './inviteRules';

const D = messages.debtor;

export interface DebtorContactsFieldsProps {
  form: DebtorZodForm;
  /** The stored debtor (null while adding one): its contacts' invites and, for staff, their users. */
  debtor: Debtor | ClientDebtor | null;
  /** Invite Debtor and Resend Invite: staff only (spec part 2 §2). */
  canInvite: boolean;
  disabled: boolean;
}

/**
 * The Debtor Contacts tab (spec part 2 §5): up to 10 contacts, the first never removed; staff invite
 * the stored contacts that need it and resend an invite a day after the last.
 */
export function DebtorContactsFields({ form, debtor, canInvite, disabled }: DebtorContactsFieldsProps) {
  const [invite, { isLoading: inviting }] = useInviteDebtorContactsMutation();
  const [resend, { isLoading: resending }] = useResendDebtorInviteMutation();
  const [openedAt] = useState(() => Date.now());
  const contacts: DebtorContactInput[] = form.values.pocs ?? [];
  const stored = debtor?.pocs ?? [];
  const users = debtor && 'users' in debtor ? debtor.users : [];
  const toInvite = stored.filter((contact) => needsInvite(contact, users));

  const setContacts = (next: DebtorContactInput[]) => form.setField('pocs', next);
  const handleAdd = () => {
    if (contacts.length >= maxDebtorContacts) {
      void toastWarning(messages.titles.limit, D.maxContacts);
      return;
    }
    setContacts([...contacts, blankContact()]);
  };
  const handleInvite = async () => {
    try {
      const answer = await invite({ poc_ids: toInvite.map((contact) => contact.id) }).unwrap();
      void toastSuccess(D.inviteTitle, answer.message);
    } catch (error) {
      void toastFromError(error, D.inviteTitle);
    }
  };
  const handleResend = async (contact: DebtorContactRow) => {
    try {
      const answer = await resend({ id: contact.id, email: contact.email }).unwrap();
      void toastSuccess(D.resendInvite, answer.message);
    } catch (error) {
      void toastFromError(error, D.resendInvite);
    }
  };

  return (
    <>
      <div className={debtorClasses.contactsBar}>
        {canInvite && debtor && (
          <Button
            icon="envelope"
            text={D.inviteTitle}
            disabled={toInvite.length === 0}
            loading={inviting}
            onClick={() => void handleInvite()}
          />
        )}
        <Button
          icon="add"
          intent={Intent.PRIMARY}
          text={D.screens.addContact}
          disabled={disabled}
          onClick={handleAdd}
        />
      </div>
      {contacts.map((contact, index) => (
        <ContactCard
          key={contact.id ?? `new-${index}`}
          index={index}
          contact={contact}
          stored={stored.find((row) => row.id === contact.id)}
          users={users}
          errorOf={(name) => form.errorOf(`pocs.${index}.${name}`)}
          onChange={(patch) => setContacts(contacts.map((c, i) => (i === index ? { ...c, ...patch } : c)))}
          onBlur={(name) => form.touch(`pocs.${index}.${name}`)}
          onRemove={index === 0 ? undefined : () => setContacts(contacts.filter((_, i) => i !== index))}
          canInvite={canInvite}
          onResend={(row) => void handleResend(row)}
          resending={resending}
          now={openedAt}
          disabled={disabled}
        />
      ))}
    </>
  );
}
