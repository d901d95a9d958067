import { Card, Classes, H5 } from '@blueprintjs/core';
import type { SentMail } from '../../../shared/contract/outbox';
import { formatUsDateTime } from '../../../shared/dates';
import { outboxClasses } from './outboxClasses';
import { messages } from '../../../shared/messages';
import './outbox.css';
import { linkify } from './linkify';

export interface SentMailCardProps {
  /** The mail shown. */
  mail: SentMail;
}

/** One sent mail: recipient, subject, time and its text with clickable links (the HTML part is not rendered). */
export function SentMailCard({ mail }: SentMailCardProps) {
  return (
    <Card>
      <H5>{mail.subject}</H5>
      <div className={Classes.TEXT_MUTED}>
        {messages.outbox.to}: {mail.to} ·{' '}
        <time dateTime={mail.created_at}>{formatUsDateTime(mail.created_at)}</time>
      </div>
      <pre className={`${Classes.RUNNING_TEXT} ${outboxClasses.mailText}`}>
        {linkify(mail.text).map((part, index) =>
          part.kind === 'link' ? (
            <a key={index} href={part.href}>
              {part.href}
            </a>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </pre>
    </Card>
  );
}
