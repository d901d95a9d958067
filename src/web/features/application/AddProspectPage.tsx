import { Suspense, useCallback, type ReactNode } from 'react';
import { Button, Card, Tab, Tabs } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { useCurrentUser, useHeldRights } from '../../session/currentUser';
import { EmptyState } from '../../kit/EmptyState';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { PageHeader } from '../../kit/PageHeader';
import { toastSuccess } from '../../kit/toast';
import { BusinessNameSearchTab } from '../business-name-search';
import { OnboardingTracker } from '../onboarding';
import { TermSheetTab } from '../term-sheets';
import { useFetchProspectByIdQuery } from './api';
import { ApplicationWizard } from './ApplicationWizard';
import { prospectIdFromState } from './navigationState';
import { tabsFor, type ProspectTab } from './prospectTabs';

const listPath = '/prospectindex';

/**
 * /addprospect (spec part 1 §2.4): Add New Prospect, or Edit Prospect for the id in the navigation
 * state. Its tabs show by rights: Profile is the application wizard in staff mode (edit mode opens
 * the stored prospect at step 1 with the ring at 100); Business Name Search and Term Sheet work on
 * a saved prospect, whose onboarding tracker heads the page. A user holding no tab's right is sent
 * back to the list.
 */
export function AddProspectPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const tabs = tabsFor(useHeldRights());
  const id = prospectIdFromState(location.state);
  const profile = tabs.some((tab) => tab.id === 'profile');
  const {
    data: prospect,
    isLoading,
    isError,
  } = useFetchProspectByIdQuery(profile && id !== null ? id : skipToken);

  const handleSubmitted = useCallback(() => {
    void toastSuccess(messages.titles.submissionSuccess, messages.prospect.requestReceived);
    navigate(listPath);
  }, [navigate]);

  if (tabs.length === 0) return <Navigate to={listPath} replace />;

  const title = id === null ? messages.prospect.addNew : messages.prospect.edit;

  const profilePanel = () => {
    if (id !== null && isLoading) return <LoadingBlock />;
    if (id !== null && (isError || !prospect)) {
      return (
        <EmptyState
          title={isError ? messages.generic.failure : messages.http.notFound}
          icon="error"
          action={<Button text={messages.common.back} onClick={() => navigate(listPath)} />}
        />
      );
    }
    return (
      <Card>
        <ApplicationWizard
          key={prospect?.id ?? 'new'}
          mode="staff"
          prospect={prospect ?? null}
          companyId={user.company_id}
          sensitive={user.sensitive_information_disclosure}
          cancelTo={listPath}
          onSubmitted={handleSubmitted}
        />
      </Card>
    );
  };

  const savedPanel = (panel: (prospectId: number) => ReactNode) =>
    id === null ? (
      <EmptyState title={messages.prospect.saveApplicationFirst} icon="floppy-disk" />
    ) : (
      <Suspense fallback={<LoadingBlock />}>{panel(id)}</Suspense>
    );

  const panelOf = (tab: ProspectTab['id']) => {
    switch (tab) {
      case 'profile':
        return profilePanel();
      case 'businessNameSearch':
        return savedPanel((prospectId) => <BusinessNameSearchTab prospectId={prospectId} />);
      case 'termSheet':
        return savedPanel((prospectId) => <TermSheetTab prospectId={prospectId} />);
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ text: messages.prospect.prospects, to: listPath }, { text: title }]}
      />
      {id !== null && (
        <Suspense fallback={null}>
          <OnboardingTracker prospectId={id} />
        </Suspense>
      )}
      <Tabs id="prospect-tabs" aria-label={messages.prospect.wizard.sections}>
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} title={tab.title} panel={panelOf(tab.id)} />
        ))}
      </Tabs>
    </>
  );
}
