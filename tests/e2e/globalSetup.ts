import type { TestProject } from 'vitest/node';
import { prepareDemoData, startBuiltApp } from './builtApp';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The product every file shares, started as `npm start` does (built web app, embedded database, demo data). */
    baseUrl: string;
    /** The demo data as a first start leaves it, for a file that needs it untouched: `startBuiltApp({ demoData })`. */
    demoData: string;
  }
}

/**
 * Starts the shared product on a spare port and, beside it (the two starts take a core each),
 * prepares the demo data a file that needs it fresh starts its own product from.
 */
export async function setup(project: TestProject) {
  const [started, prepared] = await Promise.allSettled([startBuiltApp(), prepareDemoData()]);
  if (started.status === 'rejected' || prepared.status === 'rejected') {
    if (started.status === 'fulfilled') await started.value.stop();
    if (prepared.status === 'fulfilled') prepared.value.remove();
    throw started.status === 'rejected' ? started.reason : (prepared as PromiseRejectedResult).reason;
  }
  const [app, demoData] = [started.value, prepared.value];
  project.provide('baseUrl', app.baseUrl);
  project.provide('demoData', demoData.dir);
  return async () => {
    await app.stop();
    demoData.remove();
  };
}
