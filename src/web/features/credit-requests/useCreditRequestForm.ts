import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { creditRequestRefusal, RequestedAmountSchema } from '../../../shared/contract/creditRequests';
import type { ClientChoice } from '../../../shared/contract/invoiceLookups';
import { messages } from '../../../shared/messages';
import { readMoneyText } from '../../../shared/contract/money';
import type { DebtorPick } from '../../domain/DebtorSelect';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useCreditRequestLimitsQuery, useSaveCreditRequestMutation } from './api';
import type { CreditRequestKind } from './kinds';

const M = messages.creditRequest;

/**
 * Add New Request's state and rules (spec part 2 §5 Credit requests), for the dialog and /addnewcr
 * alike: Client Name, Debtor Name for a debtor request, Requested Credit Limit; the limits looked
 * up for the choice; the two warnings that keep Save off (a client limit past the cap, a debtor
 * request above the client's available credit). The server checks all of it again.
 */
export function useCreditRequestForm(kind: CreditRequestKind, onSaved: () => void) {
  const [client, setClientState] = useState<ClientChoice | null>(null);
  const [debtor, setDebtor] = useState<DebtorPick | null>(null);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [save, { isLoading: saving }] = useSaveCreditRequestMutation();

  const asksDebtor = kind === 'debtor';
  const limits = useCreditRequestLimitsQuery(
    client === null || (asksDebtor && debtor === null)
      ? skipToken
      : { prospect_id: client.id, ...(asksDebtor && debtor ? { debtor_id: debtor.id } : {}) },
  ).data;

  const parsedAmount = RequestedAmountSchema.safeParse(amount);
  const errors: Record<string, string | undefined> = {
    prospect_id: client === null ? M.clientNameRequired : undefined,
    debtor_id: asksDebtor && debtor === null ? M.debtorNameRequired : undefined,
    requested_amount: parsedAmount.success ? undefined : parsedAmount.error.issues[0]?.message,
  };
  const requested = readMoneyText(amount, { min: '0.01' });
  const warning =
    requested === null || limits === undefined
      ? null
      : creditRequestRefusal(kind, requested, {
          current:
            (asksDebtor ? limits.debtor_original_credit_limit : limits.client_active_credit_limit) ?? '0',
          available: limits.available_credit_limit,
        });

  const errorOf = (name: string) => (submitted || touched[name] ? errors[name] : undefined);
  const touch = (name: string) => setTouched((current) => ({ ...current, [name]: true }));

  const submit = async () => {
    setSubmitted(true);
    if (Object.values(errors).some((error) => error !== undefined) || warning !== null || client === null)
      return;
    try {
      const answer = await save({
        prospect_id: client.id,
        ...(asksDebtor && debtor ? { debtor_id: debtor.id } : {}),
        requested_amount: amount,
      }).unwrap();
      void toastSuccess(M.savedTitle, answer.message);
      onSaved();
    } catch (error) {
      void toastFromError(error, messages.titles.creationFailed);
    }
  };

  return {
    kind,
    client,
    setClient: (chosen: ClientChoice) => {
      setClientState(chosen);
      setDebtor(null);
      touch('prospect_id');
    },
    debtor,
    setDebtor: (chosen: DebtorPick) => {
      setDebtor(chosen);
      touch('debtor_id');
    },
    amount,
    setAmount,
    touch,
    errorOf,
    limits,
    warning,
    saving,
    isDirty: client !== null || debtor !== null || amount !== '',
    submit,
  };
}

export type CreditRequestFormState = ReturnType<typeof useCreditRequestForm>;
