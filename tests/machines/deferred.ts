/** A promise a test settles when it chooses: how a machine's actor call is answered in tests. */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets settled promises (an answered call, a clock reading) reach the actor. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/** One call a machine made to an actor: what it sent, and the answer the test gives. */
export interface Call<I, O> {
  input: I;
  answer: Deferred<O>;
}

/** An actor body that records each call in `calls` and waits for the test to answer it. */
export function recording<I, O>(calls: Call<I, O>[]) {
  return ({ input }: { input: I }): Promise<O> => {
    const answer = deferred<O>();
    calls.push({ input, answer });
    return answer.promise;
  };
}

/** Answers the newest recorded call and lets the actor see it. */
export async function answerLast<O>(calls: Call<unknown, O>[], value: O): Promise<void> {
  calls.at(-1)?.answer.resolve(value);
  await flush();
}

/** Fails the newest recorded call and lets the actor see it. */
export async function failLast(calls: Call<unknown, unknown>[], error: unknown): Promise<void> {
  calls.at(-1)?.answer.reject(error);
  await flush();
}
