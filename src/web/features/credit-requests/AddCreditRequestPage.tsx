import { useState } from 'react';
import { Button, Card, Intent } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { FormActions } from '../../kit/FormActions';
import { FormPage } from '../../kit/FormPage';
import { navigationField, recordId } from '../../kit/navigationState';
import { SegmentedField } from '../../kit/SegmentedField';
import { useCurrentUser, useHeldRights } from '../../session/currentUser';
import { useCreditRequestQuery } from './api';
import { CreditRequestFacts } from './CreditRequestFacts';
import { CreditRequestFields } from './CreditRequestFields';
import { decidable, kindDefs, kindOfRow, type CreditRequestKind } from './kinds';
import { useCreditRequestForm } from './useCreditRequestForm';
import { useDecide } from './useDecide';

const M = messages.creditRequest;

/** The state that opens /addnewcr on a request (a credit request notification's `type_id`). */
export const creditRequestState = navigationField('id', recordId);

/** One request, with Approve and Deny while it is pending (for their holders). */
function CreditRequestView({ id }: { id: number }) {
  const navigate = useNavigate();
  const held = useHeldRights();
  const { data, isLoading, isError, error } = useCreditRequestQuery(id);
  const { decide, deciding } = useDecide();
  const def = data ? kindDefs[kindOfRow(data)] : kindDefs.client;
  const missing =
    isError && typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
  const open = data !== undefined && decidable([data]);
  const act = async (approve: boolean) => {
    if (data && (await decide([data], approve))) navigate(def.path);
  };
  return (
    <FormPage
      title={M.detailTitle}
      list={{ text: def.title, to: def.path }}
      loading={isLoading}
      failed={isError && !missing}
      missing={missing}
      actions={
        open && (
          <>
            {held.has(def.rights.deny) && (
              <Button
                text={M.deny}
                intent={Intent.DANGER}
                loading={deciding}
                onClick={() => void act(false)}
              />
            )}
            {held.has(def.rights.approve) && (
              <Button
                text={M.approve}
                intent={Intent.SUCCESS}
                loading={deciding}
                onClick={() => void act(true)}
              />
            )}
          </>
        )
      }
    >
      <Card>{data && <CreditRequestFacts request={data} />}</Card>
    </FormPage>
  );
}

/** A new request of the chosen kind (each kind offered to the holders of its add right). */
function NewCreditRequest() {
  const navigate = useNavigate();
  const held = useHeldRights();
  const user = useCurrentUser();
  const kinds = (['client', 'debtor'] as const).filter((kind) => held.has(kindDefs[kind].rights.add));
  const [kind, setKind] = useState<CreditRequestKind>(kinds[0] ?? 'client');
  const back = kindDefs[kind].path;
  const form = useCreditRequestForm(kind, () => navigate(back));
  return (
    <FormPage title={M.addNew} list={{ text: kindDefs[kind].title, to: back }}>
      <Card>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
        >
          {kinds.length > 1 && (
            <SegmentedField<CreditRequestKind>
              label={M.kindLabel}
              options={[
                { label: M.clientKind, value: 'client' },
                { label: M.debtorKind, value: 'debtor' },
              ]}
              value={kind}
              onChange={setKind}
            />
          )}
          <CreditRequestFields key={kind} form={form} ownCompany={user.role.role_type === 'client'} />
          <FormActions
            saving={form.saving}
            onCancel={() => navigate(back)}
            saveDisabled={form.warning !== null}
          />
        </form>
      </Card>
    </FormPage>
  );
}

/**
 * /addnewcr: a credit request on a page of its own. Opened with a request's id (from a credit
 * request notification) it shows that request; otherwise it is Add New Request, client or debtor.
 */
export function AddCreditRequestPage() {
  const location = useLocation();
  const id = creditRequestState.read(location.state);
  return id === null ? <NewCreditRequest /> : <CreditRequestView key={id} id={id} />;
}
