import type { ToastText } from '../../src/shared/messages';
import { failedCallToast, recordFailure, type FailedCall } from './serverCalls';

/**
 * The states every workflow dialog shares (Delete Schedule, Verify Schedule, Post Payment): it
 * opens by loading what it needs, Cancel closes it at any step but the workflow's own call, and a
 * failed call waits for RETRY.
 *
 * A dialog machine names its states `loading`, `loadFailed`, `failed` and `cancelled`, and its
 * setup declares the actions `clearError` and `recordFailure` (see ./serverCalls). The `input`
 * mappers name their context's type, which the machine checks against its own.
 */

export interface DialogLoad<Src extends string, Input extends InputMapper, Adopt extends string> {
  /** The load actor; the invoke has the same id. */
  src: Src;
  input: Input;
  /** The action that takes the loaded answer into context. */
  adopt: Adopt;
  /** Where the dialog goes once loaded. */
  next: string;
}

export interface DialogCall<Src extends string, Input extends InputMapper, Failure extends string> {
  /** The workflow's own call (delete, verify, post); the invoke has the same id. */
  src: Src;
  input: Input;
  /** The final state its success leads to. */
  done: string;
  /** How the failure is recorded: it titles the toast. */
  failure: Failure;
}

/** Takes the dialog's context (the machine checks which) and gives the actor's input. */
type InputMapper = (args: { context: never }) => unknown;

/** Generic, so it types as the answer of whichever load actor a dialog invokes. */
const loadedAnswer = <TOutput>({ event }: { event: { output: TOutput } }): TOutput => event.output;

/** `loading` (Cancel allowed) and `loadFailed` (RETRY loads again, Cancel closes). */
export function dialogLoadingStates<
  const Src extends string,
  Input extends InputMapper,
  const Adopt extends string,
>(load: DialogLoad<Src, Input, Adopt>) {
  return {
    loading: {
      on: { CANCEL: { target: 'cancelled' } },
      invoke: {
        id: load.src,
        src: load.src,
        input: load.input,
        onDone: { target: load.next, actions: { type: load.adopt, params: loadedAnswer } },
        onError: { target: 'loadFailed', actions: recordFailure('load') },
      },
    },
    loadFailed: {
      on: {
        RETRY: { target: 'loading', actions: 'clearError' },
        CANCEL: { target: 'cancelled' },
      },
    },
  } as const;
}

/**
 * The dialog's own call. There is no Cancel while it runs: once sent, the server may have acted,
 * and closing then would hide its answer. A failure waits in `failed`.
 */
export function dialogCallState<
  const Src extends string,
  Input extends InputMapper,
  const Failure extends string,
>(call: DialogCall<Src, Input, Failure>) {
  return {
    invoke: {
      id: call.src,
      src: call.src,
      input: call.input,
      onDone: { target: call.done },
      onError: { target: 'failed', actions: recordFailure(call.failure) },
    },
  } as const;
}

/** What a dialog's toast reads of its snapshot. */
interface DialogSnapshot<TFailure extends string> {
  context: FailedCall<TFailure>;
  matches(state: 'failed' | 'loadFailed'): boolean;
}

/** The toast of a failed load or call while the dialog shows it; null otherwise. */
export function dialogFailureToast<TFailure extends string>(
  snapshot: DialogSnapshot<TFailure>,
  titles: Readonly<Record<TFailure, string>>,
): ToastText | null {
  if (!(snapshot.matches('failed') || snapshot.matches('loadFailed'))) return null;
  return failedCallToast(snapshot.context, titles);
}
