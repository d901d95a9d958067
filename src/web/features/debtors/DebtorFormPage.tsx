import { Button } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { useHeldRights } from '../../app/currentUser';
import { EmptyState } from '../../kit/EmptyState';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { PageHeader } from '../../kit/PageHeader';
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
  const navigate = useNavigate();
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
  const header = (
    <PageHeader
      title={title}
      breadcrumbs={[{ text: messages.debtor.debtors, to: listPath }, { text: title }]}
    />
  );
  if (editing && isLoading) {
    return (
      <>
        {header}
        <LoadingBlock />
      </>
    );
  }
  if (editing && (isError || !debtor || debtor.deleted)) {
    return (
      <>
        {header}
        <EmptyState
          title={isError ? messages.generic.failure : messages.http.notFound}
          icon="error"
          action={<Button text={messages.common.back} onClick={() => navigate(listPath)} />}
        />
      </>
    );
  }
  return (
    <>
      {header}
      <DebtorForm
        key={debtor ? `${debtor.debtor_prospect_id}` : 'new'}
        debtor={debtor ?? null}
        showProfile={showProfile}
        showContacts={showContacts}
      />
    </>
  );
}
