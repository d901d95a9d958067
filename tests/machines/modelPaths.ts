/** What a model-based test needs of a path: the states it steps through and the events between. */
interface PathLike {
  steps: readonly { state: { value: unknown }; event: { type: string } }[];
}

/**
 * The transitions a set of paths takes, as 'state EVENT' (the state the event left), so a test
 * can compare them with every transition the machine declares.
 */
export function transitionsTaken(paths: readonly PathLike[]): Set<string> {
  return new Set(
    paths.flatMap((path) =>
      path.steps.slice(1).map((step, i) => `${String(path.steps[i]?.state.value)} ${step.event.type}`),
    ),
  );
}
