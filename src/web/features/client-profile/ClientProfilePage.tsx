import { Suspense } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import { Navigate, useLocation } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { useCurrentUser, useHeldRights } from '../../session/currentUser';
import { viewerKindOf } from '../../session/viewerKind';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { PageHeader } from '../../kit/PageHeader';
import { ClientDetailsPanel } from '../clients';
import { DocumentsChecklist } from '../prospect-documents';
import { clientTabsFor, type ClientProfileTab } from './clientProfileTabs';
import { ClientUsersTab } from './ClientUsersTab';
import { ContractDocumentsTab } from './ContractDocumentsTab';
import { editedClientId } from './editedClient';

const listPath = '/clientindex';
const C = messages.client;

/**
 * /clientprofile, the Edit Client page (spec part 1 §2.5): staff edit the client they opened from
 * the list, a client user its own company (the menu's Client Profile, breadcrumb just Profile).
 * Its tabs show by rights. Staff without the selection right, and anyone without a client or a
 * tab, are sent back.
 */
export function ClientProfilePage() {
  const location = useLocation();
  const user = useCurrentUser();
  const held = useHeldRights();
  const isClientUser = viewerKindOf(user) === 'client';
  const clientId = editedClientId(user, location.state);
  const tabs = clientTabsFor(held);

  if (!isClientUser && !held.has('client_selection')) return <Navigate to={listPath} replace />;
  if (clientId === null || tabs.length === 0) return <Navigate to={isClientUser ? '/' : listPath} replace />;

  const panelOf = (tab: ClientProfileTab['id']) => {
    switch (tab) {
      case 'details':
        return <ClientDetailsPanel clientId={clientId} />;
      case 'documents':
        return <DocumentsChecklist prospect={clientId} />;
      case 'users':
        return <ClientUsersTab clientId={clientId} />;
      case 'contractDocuments':
        return <ContractDocumentsTab clientId={clientId} />;
    }
  };

  return (
    <>
      <PageHeader
        title={isClientUser ? C.profile : C.editClient}
        breadcrumbs={
          isClientUser ? [{ text: C.profile }] : [{ text: C.clients, to: listPath }, { text: C.editClient }]
        }
      />
      <Tabs id="client-profile-tabs" aria-label={messages.clientProfile.tabsLabel} renderActiveTabPanelOnly>
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            id={tab.id}
            title={tab.title}
            panel={<Suspense fallback={<LoadingBlock />}>{panelOf(tab.id)}</Suspense>}
          />
        ))}
      </Tabs>
    </>
  );
}
