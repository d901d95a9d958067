import type { Database } from '../db/client';
import { syncRightsAndRoles } from './rightsAndRoles';
import { seedDemoAccounts } from './demoAccounts';
import { seedDemoBroker } from './demoBroker';

/** Runs at every start: the catalogue always; the demo book of business only into an empty database. */
export async function seed(db: Database, options: { demo: boolean }): Promise<{ demoSeeded: boolean }> {
  await syncRightsAndRoles(db);
  const demoSeeded = options.demo ? await seedDemoAccounts(db) : false;
  if (demoSeeded) await seedDemoBroker(db);
  return { demoSeeded };
}
