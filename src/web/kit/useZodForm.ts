import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';

/**
 * A form's values validated by the very zod schema the server re-checks (src/shared/validation),
 * so browser and server share one set of rules and messages. Errors show for a field once it was
 * touched (left, or picked) or after `validateAll()` (submit).
 */

/** The value type a schema's form edits. */
type FormValues<S extends z.ZodType> = z.input<S> & Record<string, unknown>;

export type ValidationResult<S extends z.ZodType> =
  { ok: true; data: z.output<S> } | { ok: false; errors: Readonly<Record<string, string>> };

/** What `bind(name)` spreads into a kit field. */
export interface BoundField<V> {
  name: string;
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  error: string | undefined;
}

export interface ZodForm<S extends z.ZodType> {
  /** The current values. */
  values: FormValues<S>;
  /** Sets one field; pass `{ touch: true }` for pickers that have no blur. */
  setField: <K extends keyof FormValues<S> & string>(
    name: K,
    value: FormValues<S>[K],
    options?: { touch?: boolean },
  ) => void;
  /** Sets several fields at once (a zip pick fills state and city). */
  setFields: (patch: Partial<FormValues<S>>) => void;
  /** Marks a field touched (its error shows from now on). */
  touch: (name: string) => void;
  /** Fields the user has left or picked. */
  touched: Readonly<Record<string, boolean>>;
  /** Every current error, by dotted path ('owners.0.email'), first message only. */
  errors: Readonly<Record<string, string>>;
  /** The error to show for a path: only once touched or after a submit attempt. */
  errorOf: (path: string) => string | undefined;
  /** Whether the values differ from the initial (or last reset) values. */
  isDirty: boolean;
  /** Whether the schema accepts the values now. */
  isValid: boolean;
  /** Validates everything for a submit: shows every error and returns the parsed data when valid. */
  validateAll: () => ValidationResult<S>;
  /** Starts over from new initial values (after a save, or to discard). */
  reset: (next?: FormValues<S>) => void;
  /** Wires a kit field: `<TextField label="Email" {...form.bind('email')} />`. */
  bind: <K extends keyof FormValues<S> & string>(name: K) => BoundField<FormValues<S>[K]>;
}

/** The first message per dotted path of a failed parse. */
export function errorsByPath(error: z.ZodError | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const path = issue.path.map(String).join('.');
    if (!(path in out)) out[path] = issue.message;
  }
  return out;
}

function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function useZodForm<S extends z.ZodType>(schema: S, initial: FormValues<S>): ZodForm<S> {
  const [start, setStart] = useState(initial);
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);

  const parsed = useMemo(() => schema.safeParse(values), [schema, values]);
  const errors = useMemo(() => (parsed.success ? {} : errorsByPath(parsed.error)), [parsed]);

  const touch = useCallback((name: string) => {
    setTouched((t) => (t[name] ? t : { ...t, [name]: true }));
  }, []);

  const setField = useCallback<ZodForm<S>['setField']>(
    (name, value, options) => {
      setValues((v) => ({ ...v, [name]: value }));
      if (options?.touch) touch(name);
    },
    [touch],
  );

  const setFields = useCallback((patch: Partial<FormValues<S>>) => {
    setValues((v) => ({ ...v, ...patch }));
  }, []);

  const errorOf = useCallback(
    (path: string): string | undefined => {
      const message = errors[path];
      if (message === undefined) return undefined;
      const top = path.split('.')[0] ?? path;
      return submitted || touched[path] || touched[top] ? message : undefined;
    },
    [errors, submitted, touched],
  );

  const validateAll = useCallback((): ValidationResult<S> => {
    setSubmitted(true);
    return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors };
  }, [parsed, errors]);

  const reset = useCallback(
    (next?: FormValues<S>) => {
      const base = next ?? start;
      setStart(base);
      setValues(base);
      setTouched({});
      setSubmitted(false);
    },
    [start],
  );

  const bind = useCallback<ZodForm<S>['bind']>(
    (name) => ({
      name,
      value: values[name],
      onChange: (value) => setField(name, value),
      onBlur: () => touch(name),
      error: errorOf(name),
    }),
    [values, setField, touch, errorOf],
  );

  return {
    values,
    setField,
    setFields,
    touch,
    touched,
    errors,
    errorOf,
    isDirty: !sameValues(values, start),
    isValid: parsed.success,
    validateAll,
    reset,
    bind,
  };
}
