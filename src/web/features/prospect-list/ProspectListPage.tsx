import { useState } from 'react';
import {
  prospectSortColumns,
  type ProspectCategory,
  type ProspectRow,
} from '../../../shared/contract/prospectManagement';
import { messages } from '../../../shared/messages';
import { ListScreen, useList } from '../../session/ListScreen';
import { useOpenRecord } from '../../session/useOpenRecord';
import { listRequestOf } from '../../kit/listRequest';
import { useGetProspectCountsQuery, useGetProspectsQuery } from './api';
import { ChangeStatusDialog } from './ChangeStatusDialog';
import { PromoteDialog } from './PromoteDialog';
import { categoryCards } from './prospectCategory';
import { ProspectCategoryCards } from './ProspectCategoryCards';
import { prospectColumns } from './prospectColumns';
import { useProspectActions } from './useProspectActions';

const noLegend = [] as const;

/**
 * /prospectindex (spec part 1 §2.4): the three category cards with their counts, and the list of
 * the card picked (or of every card with show_all), with search, sort, paging and the kebab
 * actions. A row opens the prospect on /addprospect for a user holding selection and profile.
 */
export function ProspectListPage() {
  const [category, setCategory] = useState<ProspectCategory>('available');
  const list = useList('prospects', prospectColumns, { withIncludeToggle: true });
  const { data, isFetching } = useGetProspectsQuery(
    listRequestOf(list.query.request, prospectSortColumns, (active) => ({
      show_all: active === 'all',
      ...categoryCards[category].filter,
    })),
  );
  const { data: counts } = useGetProspectCountsQuery({ show_all: list.query.includeAll });
  const [changing, setChanging] = useState<ProspectRow | null>(null);
  const [promoting, setPromoting] = useState<readonly ProspectRow[] | null>(null);
  const actions = useProspectActions(setChanging, setPromoting);

  // A card shows its own category: picking one turns show_all off.
  const handleSelectCategory = (next: ProspectCategory) => {
    setCategory(next);
    list.query.setIncludeAll(false);
    list.query.setPage(1);
  };
  const openProspect = useOpenRecord(
    ['prospect_selection', 'prospect_profile'],
    '/addprospect',
    (prospect: ProspectRow) => ({ id: prospect.id }),
  );

  return (
    <>
      <ListScreen
        list={list}
        answer={{ data: data?.prospects, isFetching }}
        title={messages.prospect.prospects}
        addNew={{ rights: ['add_new_prospect'], text: messages.prospect.addNew, to: '/addprospect' }}
        above={
          <ProspectCategoryCards
            counts={counts}
            selected={list.query.includeAll ? null : category}
            onSelect={handleSelectCategory}
          />
        }
        // A new category starts with nothing selected.
        resetOn={category}
        rowKey={(prospect) => prospect.id}
        searchPlaceholder={messages.prospect.list.searchPlaceholder}
        includeToggleLabel={messages.prospect.list.showAll}
        legend={noLegend}
        selectable
        actions={actions}
        onRowClick={openProspect}
      />
      {changing && <ChangeStatusDialog prospect={changing} onClose={() => setChanging(null)} />}
      {promoting && <PromoteDialog prospects={promoting} onClose={() => setPromoting(null)} />}
    </>
  );
}
