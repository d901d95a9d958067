import type { FakeApi, FakeCall, FakeHandler } from '../../shell/fakeApi';
import { installFakeServer } from '../../users/fakeServer';

/** What a dialog story's `beforeEach` reads of the story. */
interface DialogStoryContext {
  parameters: { api?: Record<string, FakeHandler> };
}

/**
 * The fake server behind one dialog's stories: the file's answers (`handlers`) under the story's
 * own (`parameters.api`), taken down after the story; `lastBody` reads back what the dialog sent.
 */
export function fakeWorkflowServer(handlers: () => Record<string, FakeHandler>) {
  let server: FakeApi | undefined;
  const callsTo = (path: string): FakeCall[] => server?.callsTo(path) ?? [];
  return {
    beforeEach: ({ parameters }: DialogStoryContext) => {
      server = installFakeServer({ ...handlers(), ...parameters.api });
      return () => server?.restore();
    },
    callsTo,
    lastBody: (path: string): unknown => callsTo(path).at(-1)?.body,
  };
}
