import { Classes } from '@blueprintjs/core';
import { PickCard } from '../../kit/PickCard';
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
        return (
          <PickCard
            key={category}
            icon={card.icon}
            title={card.title}
            selected={selected === category}
            onPick={() => onSelect(category)}
            titleClassName={prospectListClasses.cardTitle}
          >
            <div className={prospectListClasses.cardCount}>
              {counts ? (
                card.countOf(counts)
              ) : (
                <span className={Classes.SKELETON}>{messages.common.loading}</span>
              )}
            </div>
          </PickCard>
        );
      })}
    </div>
  );
}
