import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Collection, CollectionItem, CollectionSortColumn } from '../../../shared/contract/collections';
import type { CollectionType } from '../../../shared/collectionRules';
import { toMoneyString } from '../../../shared/money';
import { paymentTypeText } from '../../../shared/schedulePayment';
import type { PaymentType } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { collectionItems, collections, debtors, invoices, prospects } from '../../db/schema';
import type { Caller } from '../../http/caller';
import {
  answerPage,
  containsPattern,
  listOrder,
  matchingRows,
  onePage,
  type PageAnswer,
} from '../../http/paging';
import { foundOr404, partyOf, scopeCondition } from '../../http/scope';
import { collectionNumber, collectionTypeText } from './save';

/**
 * The Collections list (spec part 2 §2, §7 Collections): posted collections, newest first, searched
 * by their number, invoice numbers, client, debtor and type through `collections.search_text`
 * (trigram-indexed), each with the rows it settled. A client user sees its own company's only, and
 * never the toggle of terminated clients.
 */

export interface CollectionListRequest {
  page: number;
  per_page: number;
  search_text: string;
  sort_by?: CollectionSortColumn | undefined;
  sort_desc?: boolean | undefined;
  show_all?: boolean | undefined;
}

const columns = {
  collection: collections,
  clientName: prospects.companyBusinessName,
  terminatedAt: prospects.terminatedAt,
  debtorName: debtors.legalName,
};

/** The collections with their client and debtor, as the list reads them. */
function collectionsWithNames(db: Db) {
  return db
    .select(columns)
    .from(collections)
    .innerJoin(prospects, eq(prospects.id, collections.prospectId))
    .innerJoin(debtors, eq(debtors.id, collections.debtorId));
}

/** Who may see a collection: staff all; a client user its own company's; nobody else any. */
function visible(caller: Caller) {
  return scopeCondition(caller, { company: collections.prospectId });
}

export async function listCollections(
  db: Db,
  caller: Caller,
  request: CollectionListRequest,
): Promise<PageAnswer<Collection>> {
  const showAll = request.show_all === true && partyOf(caller).kind === 'staff';
  const search = request.search_text.trim().toLowerCase();
  const where = and(
    visible(caller),
    showAll ? undefined : isNull(prospects.terminatedAt),
    search === '' ? undefined : sql`${collections.searchText} like ${containsPattern(search)}`,
  );
  const order = listOrder<CollectionSortColumn>(
    {
      collection_id: collections.id,
      client_name: sql`lower(${prospects.companyBusinessName})`,
      debtor_name: sql`lower(${debtors.legalName})`,
      posting_date: collections.postingDate,
      total_amount: collections.totalAmount,
      created_at: collections.createdAt,
    },
    request,
    collections.id,
  );
  const matching = db
    .select(matchingRows)
    .from(collections)
    .innerJoin(prospects, eq(prospects.id, collections.prospectId))
    .where(where);
  return answerPage(db, request, matching, async () => {
    const rows = await onePage(
      collectionsWithNames(db)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      request,
    );
    const items = await itemsOf(
      db,
      rows.map((row) => row.collection.id),
    );
    return rows.map((row) => toCollection(row, items.get(row.collection.id) ?? []));
  });
}

type Row = {
  collection: typeof collections.$inferSelect;
  clientName: string;
  terminatedAt: Date | null;
  debtorName: string;
};

function toCollection(row: Row, items: CollectionItem[]): Collection {
  const { collection } = row;
  return {
    id: collection.id,
    collection_id: collectionNumber(collection.id),
    prospect_id: collection.prospectId,
    client_name: row.clientName,
    debtor_name: row.debtorName,
    posting_date: collection.postingDate,
    payment_type_text: paymentTypeText(collection.paymentType as PaymentType),
    collection_type_text: collectionTypeText[collection.collectionType as CollectionType],
    amount: toMoneyString(collection.amount),
    cb_amount: toMoneyString(collection.cbAmount),
    total_amount: toMoneyString(collection.totalAmount),
    uc_collected: toMoneyString(collection.ucCollected),
    note: collection.note,
    is_terminated: row.terminatedAt !== null,
    invoices: items,
  };
}

/** The rows of the collections, in the order they were saved. */
export async function itemsOf(db: Db, ids: readonly number[]): Promise<Map<number, CollectionItem[]>> {
  const byCollection = new Map<number, CollectionItem[]>();
  if (ids.length === 0) return byCollection;
  const rows = await db
    .select({ item: collectionItems, invoiceNo: invoices.invoiceNo })
    .from(collectionItems)
    .innerJoin(invoices, eq(invoices.id, collectionItems.invoiceId))
    .where(inArray(collectionItems.collectionId, [...ids]))
    .orderBy(asc(collectionItems.id));
  for (const { item, invoiceNo } of rows) {
    const list = byCollection.get(item.collectionId) ?? [];
    list.push({
      invoice_no: invoiceNo,
      kind: item.chargebackId === null ? 'invoice' : 'chargeback',
      collected_amount: toMoneyString(item.collectedAmount),
      uc: toMoneyString(item.ucAmount),
      applied_amount: toMoneyString(item.appliedAmount),
      excess_amount: toMoneyString(item.excessAmount),
      discount_fee: toMoneyString(item.discountFee),
      fee_days: item.feeDays,
      move_to_cb: item.moveToCb,
    });
    byCollection.set(item.collectionId, list);
  }
  return byCollection;
}

/** One collection the caller may see, with its rows; 404 otherwise. */
export async function visibleCollection(
  db: Db,
  caller: Caller,
  id: number,
): Promise<Collection & { checkPath: string }> {
  const [row] = await collectionsWithNames(db)
    .where(and(eq(collections.id, id), visible(caller)))
    .orderBy(desc(collections.id))
    .limit(1);
  const found = foundOr404(row);
  const items = await itemsOf(db, [found.collection.id]);
  return {
    ...toCollection(found, items.get(found.collection.id) ?? []),
    checkPath: found.collection.checkPath,
  };
}
