import { messages } from '../../../shared/messages';
import type { BrokerRecord } from './queries';

/** The broker area's texts, from the catalogue. */
export const brokerAnswers = { ...messages.broker.form, ...messages.broker.answers };

/** A broker's name as notices and mails write it. */
export function brokerName(row: Pick<BrokerRecord, 'firstName' | 'lastName'>): string {
  return `${row.firstName} ${row.lastName}`.trim();
}
