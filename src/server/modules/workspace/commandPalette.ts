import { paletteResultMax, type PaletteKind, type PaletteResult } from '../../../shared/contract/workspace';
import type { RightId } from '../../../shared/rights';
import type { Db } from '../../db/client';
import { holdsAny, type Caller } from '../../http/caller';
import { containsPattern } from '../../http/paging';
import { partyOf } from '../../http/scope';
import { findClients, findDebtors, findInvoices, findSchedules } from './paletteQueries';

/** The right that lets a caller find each kind: the one that opens its list. */
const rightsToFind: Record<PaletteKind, readonly RightId[]> = {
  client: ['view_clients'],
  debtor: ['view_debtors'],
  invoice: ['view_invoices'],
  schedule: ['view_schedule_of_assignment'],
};

const finders = { client: findClients, debtor: findDebtors, invoice: findInvoices, schedule: findSchedules };

/** An exact match first, then those starting with the text, then the rest, each kind in its order. */
function closeness(result: PaletteResult, needle: string): number {
  const label = result.label.toLowerCase();
  if (label === needle) return 0;
  return label.startsWith(needle) ? 1 : 2;
}

/**
 * search/command_palette: what the caller may open that matches the text. Each kind needs the right
 * that opens its list (a broker, which holds none, finds the clients it referred), and each search
 * is kept to the caller's part of the book.
 */
export async function searchPalette(db: Db, caller: Caller, text: string): Promise<PaletteResult[]> {
  const needle = text.trim().toLowerCase();
  const pattern = containsPattern(needle);
  const broker = partyOf(caller).kind === 'broker';
  const kinds = (Object.keys(finders) as PaletteKind[]).filter(
    (kind) => holdsAny(caller, rightsToFind[kind]) || (broker && kind === 'client'),
  );
  const found: PaletteResult[] = [];
  for (const kind of kinds) found.push(...(await finders[kind](db, caller, pattern)));
  return found
    .map((result, order) => ({ result, order, rank: closeness(result, needle) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, paletteResultMax)
    .map(({ result }) => result);
}
