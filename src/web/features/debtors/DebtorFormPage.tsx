import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, useLocation } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { useHeldRights } from '../../session/currentUser';
import { FormPage } from '../../kit/FormPage';
import { useGetDebtorQuery } from './api';
import { DebtorForm } from './DebtorForm';
import { debtorFromState } from './navigationState';

const listPath = '/debtormain';

/**
 * /addnewdebtor and /editdebtor (spec part 2 §2): Add New Debtor, or Edit Debtor for the debtor and
 * client in the navigation state. Each tab shows with its right (Profile: debtor_profile, Debtor
 * Contacts: debtor_notice_of_assignment); a user who may open neither, or adds without the Profile
 * tab a new debtor is filled on, is sent back to the list.
 */
export function DebtorFormPage() {
  const location = useLocation();
  const held = useHeldRights();
  const editing = location.pathname.toLowerCase() === '/editdebtor';
  const target = editing ? debtorFromState(location.state) : null;
  const showProfile = held.has('debtor_profile');
  const showContacts = held.has('debtor_notice_of_assignment');
  const mayOpen = editing
    ? target !== null && held.has('debtor_selection') && (showProfile || showContacts)
    : held.has('add_new_debtor') && showProfile;
  const { data: debtor, isLoading, isError } = useGetDebtorQuery(mayOpen && target ? target : skipToken);

  if (!mayOpen) return <Navigate to={listPath} replace />;

  const title = editing ? messages.debtor.edit : messages.debtor.addNew;
  return (
    <FormPage
      title={title}
      list={{ text: messages.debtor.debtors, to: listPath }}
      loading={editing && isLoading}
      failed={editing && isError}
      missing={editing && (!debtor || debtor.deleted)}
    >
      <DebtorForm
        key={debtor ? `${debtor.debtor_prospect_id}` : 'new'}
        debtor={debtor ?? null}
        showProfile={showProfile}
        showContacts={showContacts}
      />
    </FormPage>
  );
}
