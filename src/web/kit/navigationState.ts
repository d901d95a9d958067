import { z } from 'zod';

/**
 * A screen's navigation state, read and written through one schema. What the router hands over is
 * unknown (state from another screen, an old tab, a hand-typed address), so anything else reads
 * as null rather than as a wrong record.
 */
export interface NavigationState<T> {
  /** The state's value, or null when it is missing or of another shape. */
  read: (state: unknown) => T | null;
  /** The state that opens the screen on `value`. */
  write: (value: T) => T;
}

export function navigationState<T>(schema: z.ZodType<T>): NavigationState<T> {
  return {
    read: (state) => {
      const parsed = schema.safeParse(state);
      return parsed.success ? parsed.data : null;
    },
    write: (value) => value,
  };
}

/** A state of one field, e.g. `{ id }`: read hands back the field's value itself. */
export function navigationField<K extends string, V>(
  key: K,
  schema: z.ZodType<V>,
): { read: (state: unknown) => V | null; write: (value: V) => Record<K, V> } {
  const whole = navigationState(z.object({ [key]: schema } as Record<K, z.ZodType<V>>));
  return {
    read: (state) => (whole.read(state) as Record<K, V> | null)?.[key] ?? null,
    write: (value) => ({ [key]: value }) as Record<K, V>,
  };
}

/** A record's id as the lists pass it: a positive whole number. */
export const recordId = z.number().int().positive();
