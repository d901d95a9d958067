import type { Database } from '../db/client';
import { syncRightsAndRoles } from './rightsAndRoles';
import { seedDemoAccounts } from './demoAccounts';
import { seedDemoBroker } from './demoBroker';
import { seedDemoAnnouncements } from './demoAnnouncements';
import { seedDemoChat } from './demoChat';
import { seedDemoCash } from './demoCash';
import { seedDemoClients } from './demoClients';
import { seedDemoCreditRequests } from './demoCreditRequests';
import { seedDemoDebtors } from './demoDebtors';
import { seedDemoFunding } from './demoFunding';
import { seedDemoInvoices } from './demoInvoices';
import { syncIndustries } from './industries';
import { seedDemoPartners } from './demoPartners';
import { seedDemoProspects } from './demoProspects';
import { seedDemoReserves } from './demoReserves';
import { seedDemoSupport } from './demoSupport';
import { seedFirstAdmin, type FirstAdmin } from './firstAdmin';
import { standaloneSeedServices, type SeedServices } from './seedServices';

/**
 * Runs at every start: the catalogue always; the demo accounts, and with them (unless `book` is
 * false) the demo book of business, only into an empty database. `money` false leaves out the
 * invoices, schedules and payments of that book (tests of those areas add their own).
 */
export async function seed(
  db: Database,
  options: {
    demo: boolean;
    book?: boolean;
    money?: boolean;
    firstAdmin?: FirstAdmin;
    /** The product's services the demo book is made through; a standalone set when not given. */
    services?: SeedServices;
  },
): Promise<{ demoSeeded: boolean }> {
  await syncRightsAndRoles(db);
  await syncIndustries(db);
  const demoSeeded = options.demo ? await seedDemoAccounts(db) : false;
  if (!options.demo && options.firstAdmin) await seedFirstAdmin(db, options.firstAdmin);
  if (demoSeeded) await seedDemoBroker(db);
  if (demoSeeded) await seedDemoAnnouncements(options.services ?? standaloneSeedServices(db));
  if (demoSeeded && options.book !== false) {
    await seedDemoPartners(db);
    await seedDemoProspects(db);
    const services = options.services ?? standaloneSeedServices(db);
    const clientIds = await seedDemoClients(services);
    await seedDemoDebtors(db, clientIds);
    await seedDemoSupport(db, services.clock.now());
    await seedDemoChat(db, services.clock.now());
    if (options.money !== false) {
      await seedDemoInvoices(db, clientIds);
      await seedDemoFunding(db, clientIds);
      await seedDemoCash(db, services, clientIds, services.clock.now());
      await seedDemoReserves(db, services, clientIds, services.clock.now());
      await seedDemoCreditRequests(db, clientIds, services.clock.now());
    }
  }
  return { demoSeeded };
}
