import { Card, Classes, H5 } from '@blueprintjs/core';
import type { SentMail } from '../../../shared/contract/dev';
import { formatUsDateTime } from '../../../shared/dates';
import { devClasses } from './devClasses';
import { messages } from '../../../shared/messages';
import './dev.css';
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
        {messages.dev.to}: {mail.to} ·{' '}
        <time dateTime={mail.created_at}>{formatUsDateTime(mail.created_at)}</time>
      </div>
      <pre className={`${Classes.RUNNING_TEXT} ${devClasses.mailText}`}>
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
