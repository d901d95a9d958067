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

export interface OutboxPageProps {
  /** The route's title (from the route table). */
  title?: string;
}

/**
 * /outbox, for holders of view_outbox while no SMTP server is set up: the mails the server sent, so
 * that set-password links, invites and verification codes can be followed all the same.
 */
export function OutboxPage({ title = messages.outbox.title }: OutboxPageProps) {
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
      <Callout>{messages.outbox.intro}</Callout>
      <TableSearch value={to} onSearch={setTo} placeholder={messages.outbox.filter} maxLength={100} />
      {isLoading ? (
        <LoadingBlock />
      ) : error ? (
        <EmptyState icon="error" title={serverMessageOf(error) ?? messages.generic.failure} />
      ) : mails.length === 0 ? (
        <EmptyState title={messages.outbox.none} icon="envelope" />
      ) : (
        mails.map((mail) => <SentMailCard key={mail.id} mail={mail} />)
      )}
    </>
  );
}
