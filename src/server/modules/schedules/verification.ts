import { sql } from 'drizzle-orm';
import { invoices, schedules } from '../../db/schema';

/**
 * Whether an invoice of a schedule counts as verified (docs/decisions/0011-invoices-and-schedules.md): bought already, or
 * unchanged since its schedule was verified. An invoice that joins or changes after verification
 * waits for the next one (the schedule of funding calls these its unverified invoices).
 */
export const invoiceVerified = sql<boolean>`(${invoices.fundingDate} is not null or (${schedules.verifiedAt} is not null and ${invoices.updatedAt} <= ${schedules.verifiedAt}))`;
