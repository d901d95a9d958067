import { useState } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { serverMessageOf } from '../../api/serverMessage';
import { EmptyState } from '../../kit/EmptyState';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { PageHeader } from '../../kit/PageHeader';
import { TableSearch } from '../../kit/TableSearch';
import { useSentMailsQuery } from './api';
import { messages } from '../../../shared/messages';
import { SentMailCard } from './SentMailCard';

export interface SentMailsPageProps {
  /** The route's title (from the route table). */
  title?: string;
}

/**
 * /dev/mails, development only: the outbox of sent mails, so that set-password links, invites and
 * verification codes can be followed without an SMTP server. The server answers 404 in production.
 */
export function SentMailsPage({ title = messages.dev.title }: SentMailsPageProps) {
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
            text={messages.common.refresh}
            loading={isFetching}
            onClick={() => void refetch()}
          />
        }
      />
      <Callout>{messages.dev.intro}</Callout>
      <TableSearch value={to} onSearch={setTo} placeholder={messages.dev.filter} maxLength={100} />
      {isLoading ? (
        <LoadingBlock />
      ) : error ? (
        <EmptyState icon="error" title={serverMessageOf(error) ?? messages.generic.failure} />
      ) : mails.length === 0 ? (
        <EmptyState title={messages.dev.none} icon="envelope" />
      ) : (
        mails.map((mail) => <SentMailCard key={mail.id} mail={mail} />)
      )}
    </>
  );
}
