import { useEffect, useMemo, useState } from 'react';
import { Callout, Intent, type IconName } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  reserveReleaseSortColumns,
  reserveSortColumns,
  type ReserveCard,
  type ReserveRow,
} from '../../../shared/contract/reserves';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { PickCard } from '../../kit/PickCard';
import { RowFields } from '../../kit/RowFields';
import { listRequestOf } from '../../kit/listRequest';
import { lifecycleState, type RowKey, type TableAction, type TableDetail } from '../../kit/tableTypes';
import { toastFromError, toastWarning } from '../../kit/toast';
import type { TableRequest } from '../../kit/useTableQuery';
import { useCurrentUser, useHeldRights } from '../../session/currentUser';
import { ListScreen, useList } from '../../session/ListScreen';
import { useReserveListQuery, useReserveReleaseListQuery } from './api';
import { createRrBatchState, reserveCardFromState } from './createBatch/navigationState';
import { ReleaseBreakdown, ReleaseBreakdownDialog } from './ReleaseBreakdown';
import { releasable, releaseColumns, reserveColumns, type ReserveReleaseRow } from './reserveColumns';
import { reserveClasses } from './reserveClasses';

const M = messages.reserve;

/** The cards of /reserves: two list invoices, the third lists releases. */
type Card = ReserveCard | 'release';
const cards: readonly Card[] = ['cash', 'escrow', 'release'];

const cardTitles: Record<Card, { title: string; icon: IconName }> = {
  cash: { title: M.cashReserves, icon: 'bank-account' },
  escrow: { title: M.escrowReserves, icon: 'lock' },
  release: { title: M.reserveRelease, icon: 'export' },
};

interface CardsProps {
  selected: Card;
  onSelect: (card: Card) => void;
}

/** Cash Reserves, Escrow Reserves and Reserve Release: a click picks the list. */
function ReserveCards({ selected, onSelect }: CardsProps) {
  return (
    <div className={reserveClasses.cards} role="group" aria-label={M.cards}>
      {cards.map((card) => (
        <PickCard
          key={card}
          icon={cardTitles[card].icon}
          title={cardTitles[card].title}
          selected={selected === card}
          onPick={() => onSelect(card)}
          titleClassName={reserveClasses.cardTitle}
        />
      ))}
    </div>
  );
}

/** 'Fetch Failed' with the server's message (spec part 2 §8) when a list call fails. */
function useFetchFailedToast(isError: boolean, error: unknown): void {
  useEffect(() => {
    if (isError) void toastFromError(error, messages.titles.fetchFailed);
  }, [isError, error]);
}

/** Whether every row belongs to one client. */
function ofOneClient(rows: readonly ReserveRow[]): boolean {
  return new Set(rows.map((row) => row.prospect_id)).size <= 1;
}

/** A row a batch may take: releasable and not deleted. */
function pickable(row: ReserveRow): boolean {
  return !row.deleted && releasable(row);
}

/** Whether the rows make a batch: some, each releasable, all of one client. */
function batchable(rows: readonly ReserveRow[]): boolean {
  return rows.length > 0 && ofOneClient(rows) && rows.every(pickable);
}

interface Selection {
  /** The request the selection was made on: a new page, search or sort starts afresh. */
  request: TableRequest | null;
  keys: ReadonlySet<RowKey>;
}
const noSelection: Selection = { request: null, keys: new Set() };

/** The Cash or Escrow Reserves card: funded invoices with a reserve or an escrow still held. */
function ReserveList({ card, onCard }: { card: ReserveCard; onCard: (card: Card) => void }) {
  const user = useCurrentUser();
  const held = useHeldRights();
  const navigate = useNavigate();
  const isClient = user.role.role_type === 'client';
  const columns = useMemo(() => reserveColumns(card, isClient), [card, isClient]);
  const list = useList(`reserves-${card}`, columns, { withIncludeToggle: !isClient });
  const { data, isFetching, isError, error } = useReserveListQuery({
    card,
    ...listRequestOf(list.query.request, reserveSortColumns, () => ({})),
    ...(isClient ? {} : { show_all: list.query.request.show_all ?? false }),
  });
  useFetchFailedToast(isError, error);

  const canBatch = card === 'cash' && !isClient && held.has('create_rr_batch');
  const [chosen, setChosen] = useState<Selection>(noSelection);
  const selection = chosen.request === list.query.request ? chosen : noSelection;
  const selectedRows = (data?.reserves.data ?? []).filter((row) => selection.keys.has(row.id));
  const mixed = !ofOneClient(selectedRows);

  const actions: TableAction<ReserveRow>[] = canBatch
    ? [
        {
          id: 'create-rr-batch',
          label: M.createRrBatch,
          icon: 'add-to-artifact',
          right: 'create_rr_batch',
          enabled: batchable,
          onSelect: (rows) => {
            if (!ofOneClient(rows)) {
              void toastWarning(M.createRrBatch, M.sameClient);
              return;
            }
            const first = rows[0];
            if (!first || !batchable(rows)) return;
            void navigate('/createrrbatch', {
              state: createRrBatchState({
                invoiceIds: rows.map((row) => row.id),
                prospectId: first.prospect_id,
              }),
            });
          },
        },
      ]
    : [];

  return (
    <ListScreen
      list={list}
      answer={{ data: data?.reserves, isFetching }}
      title={M.reserves}
      above={
        <>
          <ReserveCards selected={card} onSelect={onCard} />
          {mixed && (
            <Callout
              intent={Intent.WARNING}
              icon="warning-sign"
              className={reserveClasses.warning}
              role="alert"
            >
              {M.sameClient}
            </Callout>
          )}
        </>
      }
      rowKey={(row) => row.id}
      searchPlaceholder={M.searchPlaceholder}
      includeToggleLabel={isClient ? undefined : M.includeTerminated}
      rowState={(row) => lifecycleState(row.deleted, row.is_terminated)}
      selectable={canBatch ? pickable : false}
      selectedKeys={canBatch ? selection.keys : undefined}
      onSelectionChange={(keys) => setChosen({ request: list.query.request, keys: new Set(keys) })}
      actions={actions}
    />
  );
}

/** A release with no id cannot be opened: the kit answers 'Admin has been notified'. */
function releaseKey(row: ReserveReleaseRow): RowKey | null {
  return row.id > 0 ? row.id : null;
}

/** The Reserve Release card: the releases; a click opens a release's breakdown. */
function ReleaseList({ onCard }: { onCard: (card: Card) => void }) {
  const user = useCurrentUser();
  const held = useHeldRights();
  const isClient = user.role.role_type === 'client';
  const columns = useMemo(() => releaseColumns(isClient), [isClient]);
  const list = useList('reserve-releases', columns, { withIncludeToggle: !isClient });
  const { data, isFetching, isError, error } = useReserveReleaseListQuery({
    ...listRequestOf(list.query.request, reserveReleaseSortColumns, () => ({})),
    ...(isClient ? {} : { show_all: list.query.request.show_all ?? false }),
  });
  useFetchFailedToast(isError, error);
  const [opened, setOpened] = useState<ReserveReleaseRow | null>(null);
  const canOpen = held.has('reserve_release_selection');
  const open = (row: ReserveReleaseRow) => {
    if (!row.deleted) setOpened(row);
  };
  const detail: TableDetail<ReserveReleaseRow> | undefined = canOpen
    ? {
        title: (row) => `${M.reserveRelease} ${formatUsDate(row.reserve_release_date)}`,
        render: (row) =>
          row.deleted ? (
            <RowFields columns={columns} row={row} index={0} />
          ) : (
            <ReleaseBreakdown releaseId={row.id} />
          ),
        openFullPage: open,
      }
    : undefined;

  return (
    <>
      <ListScreen
        list={list}
        answer={{ data: data?.reserve_releases, isFetching }}
        title={M.reserves}
        above={<ReserveCards selected="release" onSelect={onCard} />}
        rowKey={releaseKey}
        searchPlaceholder={M.releaseSearchPlaceholder}
        includeToggleLabel={isClient ? undefined : M.includeTerminated}
        rowState={(row) => lifecycleState(row.deleted, row.is_terminated)}
        detail={detail}
        onRowClick={canOpen ? open : undefined}
      />
      {opened !== null && <ReleaseBreakdownDialog release={opened} onClose={() => setOpened(null)} />}
    </>
  );
}

/**
 * /reserves (spec part 2 §2 Reserves; docs/decisions/0029-reserves-and-their-release.md): the three
 * cards switch the list. Cash Reserves lists funded invoices whose reserve is held; staff holding
 * Create RR Batch tick releasable invoices of one client and open /createrrbatch with them. Escrow
 * Reserves lists escrow still held. Reserve Release lists the releases; a click shows a release's
 * breakdown and, when paid by ACH, its ACH file.
 */
export function ReservesPage() {
  // After a release, Create RR Batch comes back to the Reserve Release card.
  const opened = reserveCardFromState(useLocation().state);
  const [card, setCard] = useState<Card>(opened ?? 'cash');
  if (card === 'release') return <ReleaseList onCard={setCard} />;
  return <ReserveList key={card} card={card} onCard={setCard} />;
}
