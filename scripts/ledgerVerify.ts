import { verifyLedger } from '../src/server/ledger/verify';
import { openBooks } from './openBooks';

/** npm run ledger:verify — recomputes the books from their lines; exits 1 on any difference. */
const database = await openBooks();
try {
  const report = await verifyLedger(database.db);
  console.log(
    `ledger: ${report.entries} entries, ${report.lines} lines, ${report.accounts} accounts; ` +
      `debits ${report.totalDebits}, credits ${report.totalCredits}`,
  );
  for (const difference of report.differences) console.log(`DIFFERENCE ${difference}`);
  console.log(
    report.differences.length === 0 ? 'ledger: OK' : `ledger: ${report.differences.length} difference(s)`,
  );
  process.exitCode = report.differences.length === 0 ? 0 : 1;
} finally {
  await database.close();
}
