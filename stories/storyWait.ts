/**
 * How long a story's play waits for what the app shows after an answer (a zip's matches, a toast, a
 * page it lands on): a bound for what never comes, not a pause, so it is generous enough for a
 * machine whose cores are busy with other work (the tests' own default is 8 s, Storybook's 1 s).
 */
export const storyWaitMs = 15_000;
