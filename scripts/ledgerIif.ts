import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { iifJournal } from '../src/server/ledger/iifExport';
import { openBooks } from './openBooks';

/** npm run ledger:iif -- --out FILE — the books as a QuickBooks IIF file (docs/decisions/0031). */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const database = await openBooks();
try {
  const iif = await iifJournal(database.db);
  if (values.out) {
    writeFileSync(values.out, iif);
    console.log(`ledger: IIF written to ${values.out}`);
  } else {
    process.stdout.write(iif);
  }
} finally {
  await database.close();
}
