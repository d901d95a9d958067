import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { hledgerJournal } from '../src/server/ledger/hledgerJournal';
import { openBooks } from './openBooks';

/** npm run ledger:export -- --format hledger --out FILE — the books as an hledger journal. */
const { values } = parseArgs({
  options: { format: { type: 'string', default: 'hledger' }, out: { type: 'string' } },
});
if (values.format !== 'hledger') {
  console.error(`Unknown format "${values.format}": the journal is exported as --format hledger.`);
  process.exit(2);
}
const database = await openBooks();
try {
  const journal = await hledgerJournal(database.db, new Date());
  if (values.out) {
    writeFileSync(values.out, journal);
    console.log(`ledger: journal written to ${values.out}`);
  } else {
    process.stdout.write(journal);
  }
} finally {
  await database.close();
}
