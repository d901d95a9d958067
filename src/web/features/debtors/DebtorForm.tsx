import { useMemo, useState, type FormEvent } from 'react';
import { Button, Callout, Card, Intent, Tab, Tabs } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useNavigate } from 'react-router-dom';
import type { ClientDebtor, Debtor } from '../../../shared/contract/debtors';
import { messages } from '../../../shared/messages';
import { compareMoney } from '../../../shared/money';
import { mayReplaceStoredNumber } from '../../../shared/storedNumbers';
import { debtorFormSchema } from '../../../shared/validation/debtorForm';
import { useCurrentUser } from '../../session/currentUser';
import { FormActions } from '../../kit/FormActions';
import { toastError, toastFromError } from '../../kit/toast';
import { useSaveAndLeave } from '../../kit/useSaveAndLeave';
import { useZodForm } from '../../kit/useZodForm';
import { useClientCreditLimitQuery, useDebtorExistsMutation, useSaveDebtorMutation } from './api';
import { DebtorContactsFields } from './DebtorContactsFields';
import { debtorClasses } from './debtorClasses';
import { debtorFormValues } from './debtorFormValues';
import { DebtorProfileFields } from './DebtorProfileFields';

const D = messages.debtor;
const listPath = '/debtormain';
type DebtorTab = 'profile' | 'contacts';

export interface DebtorFormProps {
  /** The debtor being edited; null adds a new one. */
  debtor: Debtor | ClientDebtor | null;
  /** The Profile tab, with debtor_profile. */
  showProfile: boolean;
  /** The Debtor Contacts tab, with debtor_notice_of_assignment. */
  showContacts: boolean;
}

/**
 * Add/Edit Debtor (spec part 2 §2, §5): the Profile and Debtor Contacts tabs of one form, saved
 * together. The contacts tab waits for the client's credit limit; an existing debtor keeps its
 * client and weekly limit; a new one must fit the client's available limit and not be one the
 * client holds already (both checked before saving, under Validation Failed).
 */
export function DebtorForm({ debtor, showProfile, showContacts }: DebtorFormProps) {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const clientUser = user.role.role_type === 'client';
  const existing = debtor !== null;
  const feinEditable = mayReplaceStoredNumber(existing, user.sensitive_information_disclosure);
  const schema = useMemo(() => debtorFormSchema({ feinEditable }), [feinEditable]);
  const form = useZodForm(
    schema,
    debtorFormValues(debtor, { clientId: clientUser ? user.company_id : null, withContact: showContacts }),
  );
  const prospectId = form.values.prospect_id;
  const { data: credit, isFetching: creditLoading } = useClientCreditLimitQuery(
    prospectId ? { prospect_id: prospectId } : skipToken,
  );
  const [tab, setTab] = useState<DebtorTab>(showProfile ? 'profile' : 'contacts');
  const [saveDebtor, { isLoading: saving }] = useSaveDebtorMutation();
  const [checkExists, { isLoading: checking }] = useDebtorExistsMutation();
  const saveAndLeave = useSaveAndLeave(form.isDirty, listPath);

  const noClientLimit = credit !== undefined && credit.client_active_credit_limit === null;
  const contactsDisabled = creditLoading || !credit?.client_active_credit_limit;
  const refuse = (message: string) => void toastError(messages.titles.validationFailed, message);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.validateAll();
    if (!result.ok) {
      const onContacts = Object.keys(result.errors).every((path) => path.startsWith('pocs'));
      if (onContacts && showContacts && !contactsDisabled) setTab('contacts');
      else if (showProfile) setTab('profile');
      return;
    }
    const data = result.data;
    if (!existing) {
      if (compareMoney(data.credit_limit, credit?.available_credit_limit ?? '0') > 0) {
        refuse(D.creditLimitExceedsClient);
        return;
      }
      try {
        const found = await checkExists({
          prospect_id: data.prospect_id,
          email: data.email,
          fein: data.fein ?? '',
        }).unwrap();
        if (found.isExists) {
          refuse(found.message);
          return;
        }
      } catch (error) {
        void toastFromError(error, messages.titles.validationFailed);
        return;
      }
    }
    await saveAndLeave(() => saveDebtor(data).unwrap(), {
      item: 'Debtor',
      existed: existing,
      savedText: (answer) => answer.message,
    });
  };

  const profile = (
    <>
      {noClientLimit && (
        <Callout intent={Intent.WARNING} compact>
          {D.screens.noClientLimit}
        </Callout>
      )}
      <DebtorProfileFields
        form={form}
        disabled={existing && clientUser}
        existing={existing}
        clientFixed={existing || clientUser}
        clientName={debtor?.client_name}
        feinEditable={feinEditable}
        credit={credit}
      />
      {showContacts && (
        <div className={debtorClasses.stepActions}>
          <Button
            text={D.screens.next}
            endIcon="arrow-right"
            disabled={contactsDisabled}
            onClick={() => setTab('contacts')}
          />
        </div>
      )}
    </>
  );

  return (
    <Card>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        aria-label={existing ? D.edit : D.addNew}
      >
        <Tabs
          id="debtor-tabs"
          selectedTabId={tab}
          onChange={(next) => setTab(next === 'contacts' ? 'contacts' : 'profile')}
          renderActiveTabPanelOnly
        >
          {showProfile && <Tab id="profile" title={D.tabs.profile} panel={profile} />}
          {showContacts && (
            <Tab
              id="contacts"
              title={D.tabs.contacts}
              disabled={contactsDisabled}
              panel={
                <DebtorContactsFields form={form} debtor={debtor} canInvite={!clientUser} disabled={false} />
              }
            />
          )}
        </Tabs>
        <FormActions saving={saving || checking} onCancel={() => navigate(listPath)} />
      </form>
    </Card>
  );
}
