import type { TestProject } from 'vitest/node';
import { startBuiltApp } from './builtApp';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts the product as `npm start` does (built web app, embedded database, demo data) on a spare port. */
export async function setup(project: TestProject) {
  const app = await startBuiltApp();
  project.provide('baseUrl', app.baseUrl);
  return app.stop;
}
