import { useMemo, useState } from 'react';
import { Button, Intent, type IconName } from '@blueprintjs/core';
import {
  unappliedCashCards,
  unappliedCashSortColumns,
  type UnappliedCashCard,
  type UnappliedCashRow,
} from '../../../shared/contract/unappliedCash';
import { messages } from '../../../shared/messages';
import { PickCard } from '../../kit/PickCard';
import { listRequestOf } from '../../kit/listRequest';
import { lifecycleState, type TableAction } from '../../kit/tableTypes';
import { toastWarning } from '../../kit/toast';
import { useCurrentUser, useHeldRights } from '../../session/currentUser';
import { ListScreen, useList } from '../../session/ListScreen';
import { AddUnappliedCashDialog } from './AddUnappliedCashDialog';
import { AdjustUnappliedCashDialog } from './AdjustUnappliedCashDialog';
import { ReturnToDebtorDialog, returnableTogether } from './ReturnToDebtorDialog';
import { useUnappliedCashListQuery } from './api';
import { unappliedCashClasses } from './unappliedCashClasses';
import { unappliedCashColumns } from './unappliedCashColumns';

const M = messages.unappliedCash;

const cardTitles: Record<UnappliedCashCard, { title: string; icon: IconName }> = {
  with_invoices: { title: M.withInvoices, icon: 'document' },
  without_invoices: { title: M.withoutInvoices, icon: 'bank-account' },
  released: { title: M.released, icon: 'undo' },
};

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'adjust'; rows: readonly UnappliedCashRow[] }
  | { kind: 'return'; rows: readonly UnappliedCashRow[] }
  | null;

interface CardsProps {
  selected: UnappliedCashCard;
  onSelect: (card: UnappliedCashCard) => void;
}

/** With Invoices, Without Invoices and Released: a click picks the list. */
function UnappliedCashCards({ selected, onSelect }: CardsProps) {
  return (
    <div className={unappliedCashClasses.cards} role="group" aria-label={M.cards}>
      {unappliedCashCards.map((card) => {
        return (
          <PickCard
            key={card}
            icon={cardTitles[card].icon}
            title={cardTitles[card].title}
            selected={selected === card}
            onPick={() => onSelect(card)}
            titleClassName={unappliedCashClasses.cardTitle}
          />
        );
      })}
    </div>
  );
}

/** The kebab of a card, each item only with its right (spec part 2 §2, §7). */
function actionsOf(
  card: UnappliedCashCard,
  open: (dialog: OpenDialog) => void,
): TableAction<UnappliedCashRow>[] {
  if (card === 'released') return [];
  const adjust: TableAction<UnappliedCashRow> = {
    id: 'adjust',
    label: M.adjust,
    icon: 'exchange',
    right:
      card === 'with_invoices'
        ? ['transfer_to_cash_reserves', 'transfer_to_collection']
        : 'transfer_to_cash_reserves',
    enabled: (selected) => selected.length > 0,
    onSelect: (selected) => open({ kind: 'adjust', rows: selected }),
  };
  if (card === 'with_invoices') return [adjust];
  return [
    adjust,
    {
      id: 'return',
      label: M.returnToDebtor,
      icon: 'undo',
      right: 'return_to_debtor',
      enabled: (selected) => selected.length > 0,
      onSelect: (selected) => {
        if (!returnableTogether(selected)) {
          void toastWarning(M.returnTitle, M.sameDebtor);
          return;
        }
        open({ kind: 'return', rows: selected });
      },
    },
  ];
}

/** One card's list: its columns, its query and its kebab. */
function UnappliedCashList({
  card,
  onCard,
}: {
  card: UnappliedCashCard;
  onCard: (card: UnappliedCashCard) => void;
}) {
  const user = useCurrentUser();
  const held = useHeldRights();
  const isClient = user.role.role_type === 'client';
  const columns = useMemo(() => unappliedCashColumns(card, isClient), [card, isClient]);
  const list = useList(`unapplied-cash-${card}`, columns, { withIncludeToggle: !isClient });
  const { data, isFetching } = useUnappliedCashListQuery({
    card,
    ...listRequestOf(list.query.request, unappliedCashSortColumns, () => ({})),
    ...(isClient ? {} : { show_all: list.query.request.show_all ?? false }),
  });
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  const canAdd = card === 'without_invoices' && held.has('add_new_unapplied_cash');

  return (
    <>
      <ListScreen
        list={list}
        answer={{ data: data?.collections, isFetching }}
        title={M.unappliedCash}
        above={
          <>
            <UnappliedCashCards selected={card} onSelect={onCard} />
            {canAdd && (
              <div className={unappliedCashClasses.toolbar}>
                <Button
                  icon="plus"
                  intent={Intent.PRIMARY}
                  text={M.addNew}
                  onClick={() => setOpen({ kind: 'add' })}
                />
              </div>
            )}
          </>
        }
        rowKey={(row) => row.id}
        searchPlaceholder={M.searchPlaceholder}
        includeToggleLabel={isClient ? undefined : M.includeTerminated}
        rowState={(row) => lifecycleState(false, row.is_terminated)}
        selectable={card !== 'released'}
        actions={actionsOf(card, setOpen)}
      />
      {open?.kind === 'add' && <AddUnappliedCashDialog ownCompany={isClient} onClose={close} />}
      {open?.kind === 'adjust' && <AdjustUnappliedCashDialog card={card} rows={open.rows} onClose={close} />}
      {open?.kind === 'return' && <ReturnToDebtorDialog rows={open.rows} onClose={close} />}
    </>
  );
}

/**
 * /unappliedcash (spec part 2 §2 Unapplied cash): the three cards switch the list; With Invoices
 * adjusts held excess (to cash reserves or to collection), Without Invoices adds cash received
 * without an invoice, adjusts it and returns it to the debtor; Released is read-only.
 */
export function UnappliedCashPage() {
  const [card, setCard] = useState<UnappliedCashCard>('with_invoices');
  return <UnappliedCashList key={card} card={card} onCard={setCard} />;
}
