import { Card, Classes, Icon } from '@blueprintjs/core';
import type { ResponseOf } from '../../../shared/contract/endpoint';
import {
  prospectCategories,
  type ProspectCategory,
  type prospectManagementEndpoints,
} from '../../../shared/contract/prospectManagement';
import { messages } from '../../../shared/messages';
import { categoryCards } from './prospectCategory';
import { prospectListClasses } from './prospectListClasses';

export interface ProspectCategoryCardsProps {
  /** The three counts; undefined while they load. */
  counts: ResponseOf<(typeof prospectManagementEndpoints)['count']> | undefined;
  /** The card whose rows the list shows; null while show_all spans every card. */
  selected: ProspectCategory | null;
  /** Called with the card the user picked. */
  onSelect: (category: ProspectCategory) => void;
}

/** Available Prospects, Tentative Applications and Fallouts with their counts; a click picks the list. */
export function ProspectCategoryCards({ counts, selected, onSelect }: ProspectCategoryCardsProps) {
  return (
    <div className={prospectListClasses.cards} role="group" aria-label={messages.prospect.list.categoryCards}>
      {prospectCategories.map((category) => {
        const card = categoryCards[category];
        const isSelected = selected === category;
        return (
          <Card
            key={category}
            interactive
            selected={isSelected}
            compact
            role="button"
            tabIndex={0}
            aria-pressed={isSelected}
            onClick={() => onSelect(category)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onSelect(category);
              }
            }}
          >
            <div className={prospectListClasses.cardTitle}>
              <Icon icon={card.icon} />
              <span>{card.title}</span>
            </div>
            <div className={prospectListClasses.cardCount}>
              {counts ? (
                card.countOf(counts)
              ) : (
                <span className={Classes.SKELETON}>{messages.common.loading}</span>
              )}
            </div>
          </Card>
        );
      })}
    </div>
  );
}
