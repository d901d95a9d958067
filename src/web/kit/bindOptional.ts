import type { z } from 'zod';
import type { ZodForm } from './useZodForm';

/**
 * `form.bind(name)` for a field the form may hold as null or undefined (an answer left open): the
 * field shows it as empty text.
 */
export function bindOptional<S extends z.ZodType, Key extends keyof ZodForm<S>['values'] & string>(
  form: ZodForm<S>,
  name: Key,
) {
  const bound = form.bind(name);
  return { ...bound, value: bound.value ?? '' };
}
