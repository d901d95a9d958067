import { useState } from 'react';
import { useMachine } from '@xstate/react';
import {
  fromPromise,
  type AnyStateMachine,
  type InputFrom,
  type MachineImplementationsFrom,
  type OutputFrom,
} from 'xstate';
import { answerOf } from './serverCall';

type ActorsOf<TMachine extends AnyStateMachine> = NonNullable<MachineImplementationsFrom<TMachine>['actors']>;
type ActorLogicOf<TMachine extends AnyStateMachine, K extends keyof ActorsOf<TMachine>> = NonNullable<
  ActorsOf<TMachine>[K]
>;

/** For each of a machine's actors, the server call (an RTK Query trigger) that answers it. */
export type ServerCallsOf<TMachine extends AnyStateMachine> = {
  [K in keyof ActorsOf<TMachine>]: (input: InputFrom<ActorLogicOf<TMachine, K>>) => {
    unwrap: () => Promise<OutputFrom<ActorLogicOf<TMachine, K>>>;
  };
};

/**
 * Runs a workflow machine (machines/) with the real server calls in place of its placeholder
 * actors, so each dialog's hook only says which call answers which actor. A failed call reaches
 * the machine as an Error with the server's message (see answerOf). The machine is provided once,
 * when the dialog opens.
 */
export function useWorkflowMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  calls: ServerCallsOf<TMachine>,
  input: InputFrom<TMachine>,
) {
  const [provided] = useState(() => {
    const actors = Object.entries(
      calls as Record<string, (input: unknown) => { unwrap: () => Promise<unknown> }>,
    ).map(([name, call]) => [name, fromPromise(({ input: callInput }) => answerOf(call(callInput)))]);
    return machine.provide({ actors: Object.fromEntries(actors) }) as TMachine;
  });
  return useMachine(provided, { input });
}
