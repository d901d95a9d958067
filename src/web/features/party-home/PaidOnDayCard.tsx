import { useMemo, useState } from 'react';
import type { OpenInvoice, SimulatorTerms } from '../../../shared/contract/partyHome';
import { formatUsDate, todayIso } from '../../../shared/dates';
import type { DiscountTerms } from '../../../shared/discountFee';
import { compareMoney, formatUsd, moneyZero, subtractMoney } from '../../../shared/money';
import { paidOnDay, paidOnDayProblem } from '../../../shared/paidOnDay';
import { DateField } from '../../kit/DateField';
import { SelectField } from '../../kit/SelectField';
import { FigureCard, FigureGrid, PartySection } from '../../kit/party';
import { words } from './words';

const W = words.simulator;

function discountTermsOf(terms: SimulatorTerms): DiscountTerms {
  return {
    purchaseDiscount: terms.purchase_discount,
    discountDays: terms.discount_days,
    isIncrementalPurchaseDiscount: terms.is_incremental_purchase_discount,
    incrementalDiscountPercentage: terms.incremental_discount_percentage,
    incrementalDiscountDays: terms.incremental_discount_days,
    businessDaysClearance: terms.business_days_clearance,
  };
}

/**
 * "Paid on day X": the figures are computed here, live as the day changes, by the same function
 * the server's `party_home/simulate` answers with (src/shared/paidOnDay.ts).
 */
export function PaidOnDayCard({
  invoices,
  terms,
  today = todayIso(),
}: {
  invoices: readonly OpenInvoice[];
  terms: SimulatorTerms | null;
  today?: string;
}) {
  const [picked, setPicked] = useState<OpenInvoice | null>(invoices[0] ?? null);
  const [day, setDay] = useState<string>(today);
  const invoice =
    picked !== null && invoices.some((row) => row.id === picked.id) ? picked : (invoices[0] ?? null);
  const problem = invoice === null || day === '' ? 'date' : paidOnDayProblem(invoice.funding_date, day);
  const figures = useMemo(
    () =>
      invoice === null || terms === null || problem !== null
        ? null
        : paidOnDay(
            {
              fundingDate: invoice.funding_date,
              invoiceAmount: invoice.invoice_amount,
              advanceAmount: invoice.advance_amount,
              collectedAmount: invoice.collected_amount,
              chargebackAmount: invoice.chargeback_amount,
              discountFeeAmount: invoice.discount_fee_amount,
            },
            day,
            discountTermsOf(terms),
          ),
    [invoice, terms, day, problem],
  );

  if (invoices.length === 0) {
    return (
      <PartySection title={W.title}>
        <p>{W.noInvoices}</p>
      </PartySection>
    );
  }
  if (terms === null) {
    return (
      <PartySection title={W.title}>
        <p>{W.noTerms}</p>
      </PartySection>
    );
  }
  const owed = figures !== null && compareMoney(figures.reserveBack, moneyZero) < 0;
  return (
    <PartySection title={W.title}>
      <p>{W.lead}</p>
      <SelectField<OpenInvoice>
        label={W.invoice}
        items={invoices}
        value={invoice}
        onChange={setPicked}
        itemKey={(row) => row.id}
        itemLabel={(row) => W.invoiceLabel(row.invoice_no, row.debtor_name)}
        itemDetail={(row) => formatUsd(row.open_balance)}
        placeholder={W.pick}
      />
      <DateField
        label={W.day}
        value={day}
        onChange={setDay}
        minDate={invoice?.funding_date}
        error={problem === 'before_funding' ? W.beforeFunding : undefined}
      />
      {figures !== null && (
        <FigureGrid>
          <FigureCard label={W.balance} value={formatUsd(figures.balance)} hint={formatUsDate(day)} />
          <FigureCard
            label={W.fee}
            value={formatUsd(figures.fee)}
            hint={W.feeHint(figures.rate, figures.feeDays)}
          />
          <FigureCard
            label={owed ? W.reserveOwed : W.reserveBack}
            value={formatUsd(owed ? subtractMoney(moneyZero, figures.reserveBack) : figures.reserveBack)}
          />
        </FigureGrid>
      )}
    </PartySection>
  );
}
