import { verifyAuditChain } from '../src/server/audit/verify';
import { openBooks } from './openBooks';

/** npm run audit:verify — walks the audit trail's hash chain; exits 1 at the first broken row. */
const database = await openBooks();
try {
  const report = await verifyAuditChain(database.db);
  if (report.broken) {
    console.log(`audit trail: BROKEN at row ${report.broken.seq}: ${report.broken.reason}`);
    console.log(`audit trail: ${report.rows} row(s) verified before it`);
    process.exitCode = 1;
  } else {
    console.log(`audit trail: ${report.rows} row(s), head ${report.headHash}`);
    console.log('audit trail: OK');
    process.exitCode = 0;
  }
} finally {
  await database.close();
}
