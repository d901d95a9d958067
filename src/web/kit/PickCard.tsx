import type { ReactNode } from 'react';
import { Card, Icon, type IconName } from '@blueprintjs/core';

export interface PickCardProps {
  icon: IconName;
  title: string;
  /** Whether the list below shows this card's rows. */
  selected: boolean;
  onPick: () => void;
  /** The title row's class (icon and title side by side). */
  titleClassName: string;
  /** What the card shows under its title (a count). */
  children?: ReactNode;
}

/**
 * One of the cards above a list that pick which rows it shows (prospect categories, unapplied cash
 * cards): a pressed-state button by mouse, Enter or Space.
 */
export function PickCard({ icon, title, selected, onPick, titleClassName, children }: PickCardProps) {
  return (
    <Card
      interactive
      selected={selected}
      compact
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      onClick={onPick}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onPick();
        }
      }}
    >
      <div className={titleClassName}>
        <Icon icon={icon} />
        <span>{title}</span>
      </div>
      {children}
    </Card>
  );
}
