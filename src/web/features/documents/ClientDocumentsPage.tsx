import { useState } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useLocation, useParams } from 'react-router-dom';
import { IdSchema } from '../../../shared/contract/endpoint';
import { documentTypes, type DocumentType } from '../../../shared/contract/documents';
import { documentMessages as M } from '../../../shared/messages/documents';
import { FormPage } from '../../kit/FormPage';
import { useDocumentCountsQuery } from './api';
import { clientNameState } from './clientNameState';
import { DocumentDateFilter } from './DocumentDateFilter';
import {
  dateKeywordOf,
  initialDateFilter,
  type DocumentDateFilter as DateFilter,
} from './documentDateFilter';
import { DocumentTabList } from './DocumentTabList';

/** The client's id in the address, or null for anything but a record id (a forged address). */
function clientIdOf(param: string | undefined): number | null {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  const parsed = IdSchema.safeParse(Number(param));
  return parsed.success ? parsed.data : null;
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

/**
 * /documents/{id} (spec part 3 §2, §5 Documents): one client's files in the tabs Underwriting,
 * Invoices and Collections, searched by title and filtered by date (Last 30 Days until chosen),
 * under the breadcrumb Documents › the client. The client's name comes with the navigation state and
 * from the server otherwise; an id that is no client the caller may see shows 'Record not found.'.
 */
export function ClientDocumentsPage() {
  const { id } = useParams();
  const location = useLocation();
  const clientId = clientIdOf(id);
  const counts = useDocumentCountsQuery(clientId === null ? skipToken : { prospect_id: clientId });
  const [tab, setTab] = useState<DocumentType>('prospect');
  const [dateFilter, setDateFilter] = useState<DateFilter>(initialDateFilter);
  const [dateKeyword, setDateKeyword] = useState<string>(initialDateFilter.choice);

  // A Date Range still being picked leaves the list as it was.
  const changeDate = (next: DateFilter) => {
    setDateFilter(next);
    const keyword = dateKeywordOf(next);
    if (keyword !== null) setDateKeyword(keyword);
  };
  const missing = clientId === null || isNotFound(counts.error);
  const name = counts.data?.company_business_name ?? clientNameState.read(location.state) ?? M.title;

  return (
    <FormPage
      title={name}
      list={{ text: M.title, to: '/documents' }}
      loading={counts.isLoading}
      failed={counts.isError && !missing}
      missing={missing}
    >
      {clientId !== null && (
        <Tabs
          id="document-tabs"
          selectedTabId={tab}
          onChange={(next) => setTab(next as DocumentType)}
          renderActiveTabPanelOnly
        >
          {documentTypes.map((type) => (
            <Tab
              key={type}
              id={type}
              title={M.tabs[type]}
              panel={
                <DocumentTabList
                  clientId={clientId}
                  type={type}
                  dateKeyword={dateKeyword}
                  toolbar={<DocumentDateFilter value={dateFilter} onChange={changeDate} />}
                />
              }
            />
          ))}
        </Tabs>
      )}
    </FormPage>
  );
}
