import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { ZodForm } from '../../kit/useZodForm';

/**
 * A public page's submit: a valid form not already on its way goes to `send` with the last
 * failure cleared; what `send` returns is the failure shown above the submit button.
 */
export function usePublicSubmit<S extends z.ZodType>(
  form: ZodForm<S>,
  busy: boolean,
  send: (values: z.output<S>) => Promise<string | null>,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.validateAll();
    if (!result.ok || busy) return;
    setFailure(null);
    setFailure(await send(result.data));
  };
  return { failure, submit };
}
