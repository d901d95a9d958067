import { Refusal } from './refusal';

/** How big the book is. The defaults are the large book; the SEED_LARGE_* variables shrink it for a trial. */
export interface BookSize {
  clients: number;
  debtors: number;
  invoices: number;
  /** Schedules verified and funded through the real services, so the books have entries to prove. */
  fundedSchedules: number;
}

export const largeBook: BookSize = {
  clients: 1_000,
  debtors: 50_000,
  invoices: 2_000_000,
  fundedSchedules: 1_000,
};

/** Invoice numbers have up to 6 digits and are unique within a client, starting at 1000 or above. */
export const invoicesPerClientMax = 990_000;

function count(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < 1) throw new Refusal(`${name} must be a whole number above 0.`);
  return value;
}

export function bookSizeFrom(env: Record<string, string | undefined>): BookSize {
  const size: BookSize = {
    clients: count(env, 'SEED_LARGE_CLIENTS', largeBook.clients),
    debtors: count(env, 'SEED_LARGE_DEBTORS', largeBook.debtors),
    invoices: count(env, 'SEED_LARGE_INVOICES', largeBook.invoices),
    fundedSchedules: count(env, 'SEED_LARGE_FUNDED_SCHEDULES', largeBook.fundedSchedules),
  };
  // The biggest client takes about invoices / ln(clients) of them (the sizes follow 1/rank).
  const biggest = size.invoices / Math.max(1, Math.log(size.clients) + 0.58);
  if (biggest > invoicesPerClientMax) {
    throw new Refusal(
      `${size.invoices} invoices over ${size.clients} clients would give the biggest client more than ${invoicesPerClientMax} invoices, beyond 6-digit invoice numbers: add clients.`,
    );
  }
  return size;
}
