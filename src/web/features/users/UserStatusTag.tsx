import { Intent, Tag } from '@blueprintjs/core';
import type { UserRow } from '../../../shared/contract/users';
import { messages } from '../../../shared/messages';

const intents = {
  active: Intent.SUCCESS,
  inactive: Intent.NONE,
  pending: Intent.WARNING,
} as const satisfies Record<UserRow['account_status'], Intent>;

export interface UserStatusTagProps {
  /** Active, Inactive, or Pending while no password is set. */
  status: UserRow['account_status'];
}

/** A user's account status as the list shows it. */
export function UserStatusTag({ status }: UserStatusTagProps) {
  return (
    <Tag minimal intent={intents[status]} round>
      {messages.client.userStatuses[status]}
    </Tag>
  );
}
