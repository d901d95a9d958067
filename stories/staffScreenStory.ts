import type { CurrentUser } from '../src/shared/contract/session';
import type { FakeApi, FakeCall, FakeHandler } from './shell/fakeApi';
import { shellHandlers } from './shell/fixtures';
import { installFakeServer } from './users/fakeServer';

/** What a staff screen story's `beforeEach` reads of the story. */
interface StaffStoryContext {
  args: { user: CurrentUser };
  /** `api`: answers of this story only, over the file's. */
  parameters: { api?: Record<string, FakeHandler> };
}

/**
 * The fake server behind the stories of one staff screen (users, roles, profile). Its `beforeEach`
 * installs, for each story, the shell's answers for the story's user, the file's own (`handlersFor`)
 * and the story's `parameters.api`, and takes them down after the story; `callsTo` and `lastBody`
 * read back what the screen sent.
 */
export function staffScreenServer(handlersFor: (user: CurrentUser) => Record<string, FakeHandler>) {
  let server: FakeApi | undefined;
  const callsTo = (path: string): FakeCall[] => server?.callsTo(path) ?? [];
  return {
    beforeEach: ({ args, parameters }: StaffStoryContext) => {
      server = installFakeServer({
        ...shellHandlers(args.user),
        ...handlersFor(args.user),
        ...parameters.api,
      });
      return () => server?.restore();
    },
    /** The calls the screen made to `path`, oldest first. */
    callsTo,
    /** The body of the newest call to `path`. */
    lastBody: (path: string): unknown => callsTo(path).at(-1)?.body,
  };
}
