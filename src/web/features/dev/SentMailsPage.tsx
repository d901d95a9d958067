import { useState } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { errorMessage } from '../../api/baseApi';
import { EmptyState } from '../../kit/EmptyState';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { PageHeader } from '../../kit/PageHeader';
import { TableSearch } from '../../kit/TableSearch';
import { useSentMailsQuery } from './api';
import { devTexts } from './devTexts';
import { SentMailCard } from './SentMailCard';

export interface SentMailsPageProps {
  /** The route's title (from the route table). */
  title?: string;
}

/**
 * /dev/mails, development only: the outbox of sent mails, so that set-password links, invites and
 * verification codes can be followed without an SMTP server. The server answers 404 in production.
 */
export function SentMailsPage({ title = devTexts.title }: SentMailsPageProps) {
  const [to, setTo] = useState('');
  const { data, isLoading, isFetching, error, refetch } = useSentMailsQuery(to ? { to } : {});
  const mails = data?.mails ?? [];

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Button
            icon="refresh"
            text={devTexts.refresh}
            loading={isFetching}
            onClick={() => void refetch()}
          />
        }
      />
      <Callout>{devTexts.intro}</Callout>
      <TableSearch value={to} onSearch={setTo} placeholder={devTexts.filter} maxLength={100} />
      {isLoading ? (
        <LoadingBlock />
      ) : error ? (
        <EmptyState icon="error" title={errorMessage(error)} />
      ) : mails.length === 0 ? (
        <EmptyState title={devTexts.none} icon="envelope" />
      ) : (
        mails.map((mail) => <SentMailCard key={mail.id} mail={mail} />)
      )}
    </>
  );
}
