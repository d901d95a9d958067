import { useState } from 'react';
import { Button, Callout, Intent } from '@blueprintjs/core';
import type { ProspectApplication } from '../../../shared/contract/prospects';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { FactList } from '../../kit/FactList';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { PanelSection } from '../../kit/PanelSection';
import { useCurrentUser, useHeldRights } from '../../session/currentUser';
import {
  BusinessInformationStep,
  BusinessOwnersStep,
  FinancialInformationStep,
  LandlordInformationStep,
  SupplierInformationStep,
} from '../application/shared';
import { useClientInformationQuery, useClientSummaryQuery } from './api';
import { ClientDebtorsSection } from './ClientDebtorsSection';
import { ClientDocumentsDialog } from './ClientDocumentsDialog';
import { ClientStepCard } from './ClientStepCard';
import { ClientSummaryFacts } from './ClientSummaryFacts';

const cards = messages.client.cards;
const L = messages.clients.screens.labels;
const F = messages.applicationFields;

const money = (value: string | null) => (value === null ? '' : formatUsd(value));
const yesNo = (answer: boolean | null) =>
  answer === null ? '' : answer ? messages.common.yes : messages.common.no;

/**
 * A client's details (spec part 1 §2.5): the summary, its debtors and the six cards, five of
 * them the application's own steps, edited by the wizard's forms. Also the Edit Client page's
 * details tab.
 */
export function ClientDetailsPanel({ clientId }: { clientId: number }) {
  const held = useHeldRights();
  const sensitive = useCurrentUser().sensitive_information_disclosure;
  const summary = useClientSummaryQuery({ prospect_id: clientId });
  const information = useClientInformationQuery({ prospect_id: clientId });
  const [documentsOpen, setDocumentsOpen] = useState(false);

  const client = summary.data;
  const prospect: ProspectApplication | undefined = information.data;
  if (summary.isError || information.isError) {
    return <Callout intent={Intent.DANGER}>{messages.http.notFound}</Callout>;
  }
  if (!client || !prospect) return <LoadingBlock />;

  // A terminated or deleted client takes no changes (the server refuses them too).
  const editable = held.has('client_profile') && !client.is_terminated && !client.deleted;
  const card = { prospect, clientId, editable, sensitive };

  return (
    <div>
      {client.is_terminated && (
        <Callout intent={Intent.WARNING}>
          {`${messages.clients.screens.statusNames.terminated}: ${formatUsDate(client.terminated_at)}`}
        </Callout>
      )}
      <PanelSection title={messages.clients.clientDetails}>
        <ClientSummaryFacts client={client} />
      </PanelSection>
      <ClientDebtorsSection clientId={clientId} />
      <ClientStepCard title={cards.business} step={1} form={BusinessInformationStep} {...card}>
        <FactList
          facts={[
            { label: L.businessName, value: prospect.company_business_name },
            { label: L.contactName, value: prospect.poc_name },
            { label: L.email, value: prospect.poc_email },
          ]}
        />
      </ClientStepCard>
      <ClientStepCard title={cards.owner} step={2} form={BusinessOwnersStep} {...card}>
        <FactList
          facts={prospect.owners.map((owner) => ({ label: owner.name, value: `${owner.percent_owned} %` }))}
        />
      </ClientStepCard>
      <ClientStepCard title={cards.financial} step={3} form={FinancialInformationStep} {...card}>
        <FactList
          facts={[
            { label: F.bankName, value: prospect.bank_name },
            { label: F.monthlyVolume, value: money(prospect.monthly_factoring_volume) },
            { label: F.fundingAmount, value: money(prospect.funding_amount) },
          ]}
        />
      </ClientStepCard>
      <ClientStepCard title={cards.supplier} step={4} form={SupplierInformationStep} {...card}>
        <FactList
          facts={prospect.suppliers.map((supplier) => ({
            label: supplier.name,
            value: supplier.products_supplied,
          }))}
        />
      </ClientStepCard>
      <ClientStepCard title={cards.landlord} step={5} form={LandlordInformationStep} {...card}>
        <FactList
          facts={[
            { label: F.leasing, value: yesNo(prospect.leasing_business_space) },
            { label: F.landlordName, value: prospect.landlord_name },
          ]}
        />
      </ClientStepCard>
      <PanelSection title={cards.documents}>
        <Button icon="document" text={cards.documents} onClick={() => setDocumentsOpen(true)} />
      </PanelSection>
      {documentsOpen && (
        <ClientDocumentsDialog
          clientId={clientId}
          documents={client.documents}
          onClose={() => setDocumentsOpen(false)}
        />
      )}
    </div>
  );
}
