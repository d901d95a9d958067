import type { JSX, ReactNode } from 'react';
import { NonIdealState, NonIdealStateIconSize, type IconName } from '@blueprintjs/core';
import { messages } from '../../shared/messages';

export interface EmptyStateProps {
  /** The headline (default 'No record available.'). */
  title?: ReactNode;
  /** A sentence under it. */
  description?: ReactNode;
  /** Icon (default 'search'). */
  icon?: IconName;
  /** A button offering the next step (Add New …). */
  action?: JSX.Element;
  /** Smaller icon for panels and cards. */
  compact?: boolean;
}

/** What a panel, card or screen shows when it has nothing to show. */
export function EmptyState({
  title = messages.table.noRecord,
  description,
  icon = 'search',
  action,
  compact = false,
}: EmptyStateProps) {
  return (
    <NonIdealState
      title={title}
      description={description}
      icon={icon}
      action={action}
      iconSize={compact ? NonIdealStateIconSize.SMALL : NonIdealStateIconSize.STANDARD}
      layout={compact ? 'horizontal' : 'vertical'}
    />
  );
}
