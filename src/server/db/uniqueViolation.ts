/** The PostgreSQL error code of a unique index refusing a row. */
const uniqueViolationCode = '23505';

/**
 * Whether a failed write broke a unique index: the database's backing of a "taken" rule when two
 * writes race. Drizzle wraps the driver's error, so its cause is asked too.
 */
export function brokeUniqueIndex(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some(
    (candidate) => (candidate as { code?: string } | null)?.code === uniqueViolationCode,
  );
}
