import { useState } from 'react';
import { Button, Menu, MenuItem, TextArea } from '@blueprintjs/core';
import { chatMessageMax, type ChatRecipient } from '../../../shared/contract/chat';
import { lookupPageSizes, searchDebounceMs } from '../../../shared/constants';
import { chatMessages as M } from '../../../shared/messages/chat';
import { AppDialog, EmptyState, TableSearch } from '../../kit';
import { toastFromError } from '../../kit/toast';
import { useChatRecipientsQuery, useSendChatMutation } from './api';
import { sanitiseSearch } from './sanitise';

export interface ComposeMessageDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** After sending: the conversation to open. */
  onSent: (recipient: { id: string; name: string }) => void;
}

const nameOf = (r: ChatRecipient) => [r.first_name, r.last_name].filter(Boolean).join(' ');

/**
 * Compose Message (spec part 3 §2 Chat): search a recipient by name (450 ms after typing), pick
 * one, type a message. The server offers only the users the caller may write to.
 */
export function ComposeMessageDialog({ isOpen, onClose, onSent }: ComposeMessageDialogProps) {
  const [search, setSearch] = useState('');
  const [recipient, setRecipient] = useState<ChatRecipient | null>(null);
  const [text, setText] = useState('');
  const recipients = useChatRecipientsQuery(
    { search_text: search, per_page: lookupPageSizes.chat, status: 1 },
    { skip: !isOpen },
  );
  const [send, sending] = useSendChatMutation();
  const blank = text.trim() === '';

  const close = () => {
    setRecipient(null);
    setText('');
    setSearch('');
    onClose();
  };
  const submit = async () => {
    if (!recipient || blank) return;
    try {
      await send({ receiver_id: recipient.id, message: text.trim() }).unwrap();
      onSent({ id: recipient.id, name: nameOf(recipient) });
      close();
    } catch (error) {
      void toastFromError(error);
    }
  };

  return (
    <AppDialog
      isOpen={isOpen}
      title={M.composeMessage}
      onClose={close}
      isDirty={text.trim() !== ''}
      footer={
        <Button
          intent="primary"
          text={M.send}
          disabled={!recipient || blank}
          loading={sending.isLoading}
          onClick={() => void submit()}
        />
      }
    >
      <TableSearch
        value={search}
        onSearch={(next) => setSearch(sanitiseSearch(next))}
        debounceMs={searchDebounceMs.chatRecipient}
        placeholder={M.searchRecipient}
      />
      {recipients.data && recipients.data.data.length === 0 ? (
        <EmptyState compact title={M.noRecipients} />
      ) : (
        <Menu aria-label={M.recipient}>
          {(recipients.data?.data ?? []).map((r) => (
            <MenuItem
              key={r.id}
              text={nameOf(r)}
              label={r.role_Name}
              active={recipient?.id === r.id}
              onClick={() => setRecipient(r)}
            />
          ))}
        </Menu>
      )}
      <TextArea
        aria-label={M.message}
        placeholder={M.typeMessage}
        fill
        maxLength={chatMessageMax}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </AppDialog>
  );
}
