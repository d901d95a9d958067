import type { FormEvent } from 'react';
import type { z } from 'zod';
import { toastFromError } from '../../kit/toast';
import type { ZodForm } from '../../kit/useZodForm';

/**
 * The submit of a /profile tab: a valid form's values go to `save`; whatever fails on the way is
 * toasted with the server's words, the form staying as it is.
 */
export function tabSubmit<S extends z.ZodType>(
  form: ZodForm<S>,
  save: (values: z.output<S>) => Promise<void>,
) {
  return async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.validateAll();
    if (!result.ok) return;
    try {
      await save(result.data);
    } catch (error) {
      void toastFromError(error);
    }
  };
}
