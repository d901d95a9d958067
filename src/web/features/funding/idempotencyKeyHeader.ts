/** The header a money-moving call carries its idempotency key in (DESIGN.md §3). */
export const idempotencyKeyHeader = 'Idempotency-Key';
