import { Classes } from '@blueprintjs/core';
import type { InvoiceEvent } from '../../../shared/contract/workspace';
import { formatUsDate, formatUsDateTime } from '../../../shared/dates';
import { formatUsd } from '../../../shared/money';
import { workspaceMessages as W } from '../../../shared/workspaceMessages';
import { recordPanelClasses } from '../../kit/recordPanelClasses';

/** A date alone ('2026-10-05') is a business date; a timestamp is when it was recorded. */
function whenText(at: string): string {
  return at.length === 10 ? formatUsDate(at) : formatUsDateTime(at);
}

/** What happened to an invoice, oldest first, as the server read it from what is recorded. */
export function InvoiceTimeline({ events }: { events: readonly InvoiceEvent[] }) {
  return (
    <ol className={recordPanelClasses.timeline} aria-label={W.invoice.timeline}>
      {events.map((event, index) => (
        <li key={`${event.kind}-${index}`}>
          {W.invoice.events[event.kind]}
          {event.amount !== null && ` · ${formatUsd(event.amount)}`}
          <span className={Classes.TEXT_MUTED}>
            {' '}
            {whenText(event.at)}
            {event.by !== null && ` · ${event.by}`}
          </span>
        </li>
      ))}
    </ol>
  );
}
