/**
 * How much a browser downloads to show the web app, per first visit: `npm run build`, then
 * `npm run bench:web` (`-- --files` lists each file). Builds nothing itself; serves dist/ with the real server on a spare port.
 */
import { existsSync } from 'node:fs';
import { startBuiltApp } from '../e2e/builtApp';
import { formatTransfers, launchChromium, measureFirstVisits } from './webTransfer';

async function main() {
  if (!existsSync('dist/index.html')) {
    throw new Error('dist/index.html is missing: run `npm run build` first.');
  }
  const app = await startBuiltApp();
  try {
    const browser = await launchChromium();
    try {
      const results = await measureFirstVisits(browser, app.baseUrl);
      console.log(
        'Static files per step: bytes on the wire (compressed where the server compressed), 1 kB = 1,000 bytes\n',
      );
      console.log(formatTransfers(results, process.argv.includes('--files')));
    } finally {
      await browser.close();
    }
  } finally {
    await app.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
