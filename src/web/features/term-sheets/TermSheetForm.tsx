import { useState } from 'react';
import { Button, Checkbox, FormGroup, Intent } from '@blueprintjs/core';
import type { LetterProspect, Term, TermSheetOwner } from '../../../shared/contract/termSheets';
import { messages } from '../../../shared/messages';
import { creditProposalLetter, type CreditProposalLetter } from '../../../shared/termSheetLetter';
import {
  businessDaysClearanceOptions,
  proposalValidityOptions,
  type TermSheetOption,
} from '../../../shared/termSheetOptions';
import {
  TermSheetFormSchema,
  termSheetLimits,
  type TermSheetFormValues,
} from '../../../shared/validation/termSheet';
import { formGrid } from '../../kit/formGrid';
import { kitClasses } from '../../kit/kitClasses';
import { MoneyField } from '../../kit/MoneyField';
import { SelectField } from '../../kit/SelectField';
import { TextField } from '../../kit/TextField';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useLeaveAfterSave } from '../../kit/useLeaveAfterSave';
import { useZodForm } from '../../kit/useZodForm';
import { dayEntry, percentEntry } from './entryFilters';
import { LetterPreviewDialog } from './LetterPreviewDialog';
import { OwnersDialog } from './OwnersDialog';
import { termFormValues } from './termFormValues';

const T = messages.termSheet;
const M = messages.termSheets;
const L = M.labels;

export interface TermSheetFormProps {
  prospectId: number;
  /** The prospect as the letter names it. */
  prospect: LetterProspect;
  /** The prospect's owners to choose from. */
  owners: readonly { id: number; name: string }[];
  /** The latest version sent, or null for a first term sheet. */
  term: Term | null;
  /** Each owner's signature status, for the owners dialog. */
  ownerStatuses: readonly TermSheetOwner[];
  /** Sends the form (resolves once sent; a refusal rejects with the server's answer). */
  send: (values: TermSheetFormValues) => Promise<unknown>;
  sending: boolean;
  /** Opens the letter of the form's terms as a PDF. */
  downloadPdf: (values: TermSheetFormValues) => void;
}

/**
 * The term sheet form (spec part 3 §2, §4): a new term is editable; a loaded one is locked until
 * Revise Term Sheet. Preview checks the form and shows the letter, from which Send Term Sheet sends
 * it and returns to the prospect list.
 */
export function TermSheetForm({
  prospectId,
  prospect,
  owners,
  term,
  ownerStatuses,
  send,
  sending,
  downloadPdf,
}: TermSheetFormProps) {
  const form = useZodForm(TermSheetFormSchema, termFormValues(term));
  const [locked, setLocked] = useState(term !== null);
  const [letter, setLetter] = useState<CreditProposalLetter | null>(null);
  const [ownersOpen, setOwnersOpen] = useState(false);
  const leave = useLeaveAfterSave(form.isDirty, '/prospectindex');
  const { values } = form;

  const preview = () => {
    const result = form.validateAll();
    if (!result.ok) return;
    const names = owners
      .filter((owner) => result.data.owner_ids.includes(owner.id))
      .map((owner) => owner.name);
    setLetter(creditProposalLetter(prospect, names, result.data));
  };

  const sendTerm = async () => {
    try {
      await send(values);
      setLetter(null);
      void toastSuccess(T.sent.title, T.sent.message);
      leave();
    } catch (error) {
      void toastFromError(error);
    }
  };

  const toggleOwner = (id: number, chosen: boolean) => {
    const rest = values.owner_ids.filter((owner) => owner !== id);
    form.setField('owner_ids', chosen ? [...rest, id] : rest);
    form.touch('owner_ids');
  };

  const percent = (
    name: keyof TermSheetFormValues & string,
    label: string,
    chars: number = termSheetLimits.percentChars,
  ) => {
    const bound = form.bind(name) as ReturnType<typeof form.bind<'advance_percentage'>>;
    return (
      <TextField
        label={label}
        required
        inputMode="decimal"
        maxLength={chars}
        filter={percentEntry}
        disabled={locked}
        {...bound}
      />
    );
  };
  const days = (name: keyof TermSheetFormValues & string, label: string) => {
    const bound = form.bind(name) as ReturnType<typeof form.bind<'recourse_days'>>;
    return (
      <TextField
        label={label}
        required
        inputMode="numeric"
        maxLength={termSheetLimits.dayChars}
        filter={dayEntry}
        disabled={locked}
        {...bound}
      />
    );
  };
  const choice = (
    name: 'proposal_validity' | 'business_days_clearance',
    label: string,
    options: readonly TermSheetOption[],
  ) => {
    const bound = form.bind(name);
    return (
      <SelectField<TermSheetOption>
        label={label}
        required
        filterable={false}
        items={options}
        value={options.find((item) => item.value === bound.value) ?? null}
        onChange={(item) => bound.onChange(item.value)}
        onBlur={bound.onBlur}
        error={bound.error}
        itemLabel={(item) => item.name}
        itemKey={(item) => item.value}
        disabled={locked}
      />
    );
  };

  const ownersError = form.errorOf('owner_ids');
  return (
    <form
      aria-label={T.termSheet}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        preview();
      }}
    >
      <FormGroup
        label={L.owners}
        labelInfo="*"
        intent={ownersError ? Intent.DANGER : Intent.NONE}
        helperText={ownersError ?? (owners.length === 0 ? M.noOwners : undefined)}
      >
        <div role="group" aria-label={L.owners}>
          {owners.map((owner) => (
            <Checkbox
              key={owner.id}
              inline
              label={owner.name}
              checked={values.owner_ids.includes(owner.id)}
              disabled={locked}
              onChange={(event) => toggleOwner(owner.id, event.currentTarget.checked)}
            />
          ))}
        </div>
      </FormGroup>
      <div className={formGrid.grid}>
        <MoneyField
          label={L.factoringLimit}
          required
          max={termSheetLimits.factoringLimitMax}
          disabled={locked}
          {...form.bind('factoring_limit')}
        />
        {percent('advance_percentage', L.advancePercentage)}
        {percent('escrow_reserve_percentage', L.escrowReservePercentage)}
        {days('recourse_days', L.recourseDays)}
        {percent('purchase_discount', L.purchaseDiscount, termSheetLimits.purchaseDiscountChars)}
        {days('discount_days', L.discountDays)}
        <Checkbox
          label={L.incremental}
          checked={values.is_incremental_purchase_discount === true}
          disabled={locked}
          onChange={(event) => form.setField('is_incremental_purchase_discount', event.currentTarget.checked)}
        />
        {percent('incremental_discount_percentage', L.additionalDiscountPercentage)}
        <TextField
          label={L.additionalDiscountDays}
          required
          disabled
          {...form.bind('incremental_discount_days')}
        />
        <MoneyField
          label={L.dueDiligenceDeposit}
          required
          max={termSheetLimits.dueDiligenceMax}
          disabled={locked}
          {...form.bind('due_deligence_deposit')}
        />
        {days('time_limit_term', L.exitFeeInitialTerm)}
        {days('automatic_months_renewal', L.autoTermRenewal)}
        {days('less_than_days', L.terminationNotice)}
        {days('more_than_days', L.terminationBeforeRenewal)}
        {choice('business_days_clearance', L.cashClearance, businessDaysClearanceOptions)}
        {choice('proposal_validity', L.proposalValidity, proposalValidityOptions)}
        <MoneyField
          label={L.wireFee}
          required
          max={termSheetLimits.feeMax}
          disabled={locked}
          {...form.bind('wire_fee')}
        />
        <Checkbox
          className={formGrid.wide}
          label={L.chargeback}
          checked={values.chargeback === true}
          disabled={locked}
          onChange={(event) => form.setField('chargeback', event.currentTarget.checked)}
        />
        {values.chargeback === true && (
          <>
            <MoneyField
              label={L.chargebackFee}
              required
              max={termSheetLimits.feeMax}
              disabled={locked}
              {...form.bind('cb_fee')}
              value={values.cb_fee ?? ''}
            />
            <MoneyField
              label={L.chargebackPerDayFee}
              required
              max={termSheetLimits.feeMax}
              disabled={locked}
              {...form.bind('cb_per_day_fee')}
              value={values.cb_per_day_fee ?? ''}
            />
          </>
        )}
      </div>
      <div className={kitClasses.formActions}>
        {term && <Button text={M.owners} icon="people" onClick={() => setOwnersOpen(true)} />}
        {term && locked && <Button text={T.revise} icon="edit" onClick={() => setLocked(false)} />}
        <Button type="submit" intent={Intent.PRIMARY} text={T.preview} />
      </div>
      <LetterPreviewDialog
        letter={letter}
        canSend={!locked}
        sending={sending}
        onSend={() => void sendTerm()}
        onDownload={() => downloadPdf(values)}
        onClose={() => setLetter(null)}
      />
      <OwnersDialog
        isOpen={ownersOpen}
        owners={ownerStatuses}
        prospectId={prospectId}
        termId={term?.id ?? null}
        onClose={() => setOwnersOpen(false)}
      />
    </form>
  );
}
