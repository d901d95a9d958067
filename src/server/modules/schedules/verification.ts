import { sql } from 'drizzle-orm';
import { invoices } from '../../db/schema';

/**
 * Whether an invoice of a schedule counts as verified (docs/decisions/0011-invoices-and-schedules.md): bought already, or
 * marked when its schedule was verified and unchanged since. An invoice changed after verification
 * waits for the next one (the schedule of funding calls these its unverified invoices); none joins a
 * verified schedule (docs/decisions/0012-closed-schedules.md).
 */
export const invoiceVerified = sql<boolean>`(${invoices.fundingDate} is not null or ${invoices.verifiedAt} is not null)`;
