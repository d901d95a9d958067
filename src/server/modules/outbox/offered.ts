import type { RightId } from '../../../shared/rights';
import type { Config } from '../../config';

/**
 * Without a mail server every mail stays in the outbox, and the outbox screen is how invites and
 * password codes reach people; with SMTP_URL set mail is delivered, so neither the screen nor its
 * call is offered (the call answers 404, the right is not reported to the browser).
 */
export function outboxOffered(config: Pick<Config, 'SMTP_URL'>): boolean {
  return !config.SMTP_URL;
}

/** The rights a signed-in user is told of: all held, less the outbox's where it is not offered. */
export function offeredRights(config: Pick<Config, 'SMTP_URL'>, held: Iterable<RightId>): RightId[] {
  const offered = outboxOffered(config);
  return [...held].filter((right) => offered || right !== 'view_outbox');
}
