import type { ReactNode } from 'react';
import { Button } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../shared/messages';
import { EmptyState } from './EmptyState';
import { LoadingBlock } from './LoadingBlock';
import { PageHeader } from './PageHeader';

export interface FormPageProps {
  /** The page's title, also the breadcrumb's last step: 'Edit User'. */
  title: string;
  /** The list the page belongs to: the breadcrumb's first step, and where Back goes. */
  list: { text: string; to: string };
  /** Whether the record is still on its way. */
  loading?: boolean;
  /** Whether loading it failed: the generic failure and Back. */
  failed?: boolean;
  /** Whether there is no such record (any more): 'Not found' and Back. */
  missing?: boolean;
  /** Buttons at the header's right. */
  actions?: ReactNode;
  /** The form, shown once the record is there (or at once for a new one). */
  children: ReactNode;
}

/** A record's page under its list: the header, then the form, or while it loads or fails, that. */
export function FormPage({ title, list, loading, failed, missing, actions, children }: FormPageProps) {
  const navigate = useNavigate();
  const body = loading ? (
    <LoadingBlock />
  ) : failed || missing ? (
    <EmptyState
      title={failed ? messages.generic.failure : messages.http.notFound}
      icon="error"
      action={<Button text={messages.common.back} onClick={() => navigate(list.to)} />}
    />
  ) : (
    children
  );
  return (
    <>
      <PageHeader title={title} breadcrumbs={[list, { text: title }]} actions={actions} />
      {body}
    </>
  );
}
