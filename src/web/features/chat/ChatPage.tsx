import { useMemo, useState } from 'react';
import { Button, Card, Tag, TextArea } from '@blueprintjs/core';
import { chatMessageMax, type ChatMessage } from '../../../shared/contract/chat';
import { lookupPageSizes, searchDebounceMs } from '../../../shared/constants';
import { chatMessages as M } from '../../../shared/messages/chat';
import { EmptyState, LoadingBlock, PageHeader, TableSearch } from '../../kit';
import { toastFromError } from '../../kit/toast';
import { useCurrentUser } from '../../session/currentUser';
import {
  useChatConversationQuery,
  useChatsQuery,
  useLazyChatConversationQuery,
  useSendChatMutation,
} from './api';
import { formatChatDate } from './chatDates';
import { ComposeMessageDialog } from './ComposeMessageDialog';
import { sanitiseSearch } from './sanitise';
import './chat.css';

interface Partner {
  id: string;
  name: string;
}

/** /chatindex (spec part 3 §2 Chat), labelled Beta: the conversations, Compose Message and the open conversation. */
export function ChatPage() {
  const [search, setSearch] = useState('');
  const [pages, setPages] = useState(1);
  const [partner, setPartner] = useState<Partner | null>(null);
  const [composing, setComposing] = useState(false);
  const chats = useChatsQuery({ page: 1, per_page: lookupPageSizes.chat * pages, search_text: search });
  const list = chats.data?.data ?? [];

  return (
    <div className="chat-page">
      <PageHeader
        title={
          <span>
            {M.chat}{' '}
            <Tag minimal intent="primary">
              {M.beta}
            </Tag>
          </span>
        }
        actions={
          <Button intent="primary" icon="edit" text={M.composeMessage} onClick={() => setComposing(true)} />
        }
      />
      <div className="chat-columns">
        <Card className="chat-list" aria-label={M.chat}>
          <TableSearch
            value={search}
            onSearch={(next) => setSearch(sanitiseSearch(next))}
            debounceMs={searchDebounceMs.chatFilter}
            placeholder={M.searchChats}
          />
          {chats.isLoading ? <LoadingBlock /> : null}
          {!chats.isLoading && list.length === 0 ? <EmptyState compact title={M.noChats} /> : null}
          <ul className="chat-items">
            {list.map((item) => (
              <li key={item.participant_id}>
                <button
                  type="button"
                  className={`chat-item${partner?.id === item.participant_id ? ' chat-item-open' : ''}`}
                  aria-current={partner?.id === item.participant_id ? 'true' : undefined}
                  onClick={() => setPartner({ id: item.participant_id, name: item.name })}
                >
                  <span className="chat-item-name">
                    {item.name}
                    {item.unread > 0 ? (
                      <Tag round intent="danger" aria-label={M.unread(item.unread)}>
                        {item.unread}
                      </Tag>
                    ) : null}
                  </span>
                  <span className="chat-item-text">{item.message}</span>
                  <span className="chat-item-date">{formatChatDate(item.created_at)}</span>
                </button>
              </li>
            ))}
          </ul>
          {chats.data && chats.data.total > list.length && pages * lookupPageSizes.chat < 100 ? (
            <Button minimal text={M.loadOlder} onClick={() => setPages((n) => n + 1)} />
          ) : null}
        </Card>
        <Card className="chat-pane">
          {partner ? (
            <Conversation key={partner.id} partner={partner} />
          ) : (
            <EmptyState title={M.pickConversation} />
          )}
        </Card>
      </div>
      <ComposeMessageDialog isOpen={composing} onClose={() => setComposing(false)} onSent={setPartner} />
    </div>
  );
}

/** One conversation: the newest page live, older pages prepended on request; blank is not sent. */
function Conversation({ partner }: { partner: Partner }) {
  const me = useCurrentUser().id;
  const newest = useChatConversationQuery({
    chatter_id: partner.id,
    page: 1,
    per_page: lookupPageSizes.chat,
  });
  const [loadOlder, older] = useLazyChatConversationQuery();
  const [olderPages, setOlderPages] = useState<ChatMessage[]>([]);
  const [loadedPages, setLoadedPages] = useState(1);
  const [text, setText] = useState('');
  const [send, sending] = useSendChatMutation();

  const shown = useMemo(() => {
    const byId = new Map<number, ChatMessage>();
    for (const m of [...olderPages, ...(newest.data?.data ?? [])]) byId.set(m.id, m);
    return [...byId.values()].sort((a, b) => a.id - b.id);
  }, [olderPages, newest.data]);
  const lastPage = newest.data?.last_page ?? 1;

  const prependOlder = async () => {
    const page = loadedPages + 1;
    try {
      const answer = await loadOlder({
        chatter_id: partner.id,
        page,
        per_page: lookupPageSizes.chat,
      }).unwrap();
      setOlderPages((before) => [...answer.data, ...before]);
      setLoadedPages(page);
    } catch (error) {
      void toastFromError(error);
    }
  };
  const submit = async () => {
    const message = text.trim();
    if (message === '') return;
    try {
      await send({ receiver_id: partner.id, message }).unwrap();
      setText('');
    } catch (error) {
      void toastFromError(error);
    }
  };

  return (
    <section className="chat-conversation" aria-label={partner.name}>
      <h2 className="chat-partner">{partner.name}</h2>
      {loadedPages < lastPage ? (
        <Button minimal text={M.loadOlder} loading={older.isFetching} onClick={() => void prependOlder()} />
      ) : null}
      {newest.isLoading ? <LoadingBlock /> : null}
      {!newest.isLoading && shown.length === 0 ? <EmptyState compact title={M.noMessages} /> : null}
      <ol className="chat-messages">
        {shown.map((m) => (
          <li key={m.id} className={m.sender_id === me ? 'chat-mine' : 'chat-theirs'}>
            <span className="chat-text">{m.message}</span>
            <span className="chat-date">{formatChatDate(m.created_at)}</span>
          </li>
        ))}
      </ol>
      <form
        className="chat-compose"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextArea
          aria-label={M.message}
          placeholder={M.typeMessage}
          fill
          maxLength={chatMessageMax}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void submit();
            }
          }}
        />
        <Button
          type="submit"
          intent="primary"
          text={M.send}
          disabled={text.trim() === ''}
          loading={sending.isLoading}
        />
      </form>
    </section>
  );
}
