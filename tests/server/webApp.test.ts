import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

/** A built web app as `vite build` leaves it: hashed assets with their compressed copies. */
function builtWebApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'factordesk-web-'));
  mkdirSync(join(dir, 'assets'));
  const files: Record<string, string> = {
    'index.html': `<!doctype html><html><body><div id="root"></div>${'<!-- app -->'.repeat(200)}</body></html>`,
    'assets/index-C0ffee12.js': `export const screens = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `screen ${i}`))};`,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dir, name), text);
    if (name === 'favicon.svg') continue; // too small to be worth compressing: the build leaves it as it is
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  }
  // A hashed asset whose compressed copies the build skipped.
  writeFileSync(join(dir, 'assets/tiny-Beef0001.js'), 'export {};');
  return dir;
}

const script = '/assets/index-C0ffee12.js';
const immutable = 'public, max-age=31536000, immutable';

describe('the built web app is served compressed and cached by content', () => {
  let test: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = builtWebApp();
    test = await startTestApp({ env: { STATIC_DIR: webDir } });
  });
  afterAll(async () => {
    await test.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    test.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a hashed script as brotli to a browser that accepts it, cached for a year', async () => {
    const answer = await get(script, 'gzip, deflate, br, zstd');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe(immutable);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toMatch(/^export const screens/);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const answer = await get(script, 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe(immutable);
    expect(gunzipSync(answer.rawPayload).toString()).toMatch(/^export const screens/);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const answer = await get(script, acceptEncoding);
      expect(answer.statusCode, String(acceptEncoding)).toBe(200);
      expect(answer.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
      expect(answer.headers['cache-control']).toBe(immutable);
      expect(answer.body).toMatch(/^export const screens/);
    }
  });

  it('sends a hashed file the build left uncompressed as it is, still cached for a year', async () => {
    const answer = await get('/assets/tiny-Beef0001.js', 'br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe(immutable);
  });

  it('has index.html revalidated on every use, however it is reached', async () => {
    for (const url of ['/', '/index.html', '/login', '/invoices', '/setpassword/abc']) {
      const answer = await get(url, 'br');
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type'], url).toMatch(/text\/html/);
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(answer.rawPayload).toString(), url).toMatch(/<div id="root">/);
    }
    const plain = await get('/invoices');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toMatch(/<div id="root">/);
  });

  it('has the other unhashed files revalidated too', async () => {
    const answer = await get('/favicon.svg', 'gzip, br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404, never the app or a 5xx, for missing files and the compressed copies themselves', async () => {
    for (const url of [
      '/assets/missing-0000.js',
      `${script}.br`,
      '/index.html.gz',
      '/assets/%00.js',
      `/assets/${'a'.repeat(5000)}.js`,
    ]) {
      const answer = await get(url, 'br');
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type'] ?? '', url).not.toMatch(/text\/html/);
      expect(answer.headers['cache-control'] ?? '', url).not.toBe(immutable);
    }
  });

  it('reads nothing outside the web app for a path that climbs out of it', async () => {
    for (const url of [
      '/assets/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2fpackage.json',
      '/..%2f..%2f..%2fetc%2fpasswd',
      '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBeLessThan(500);
      expect(answer.body, url).not.toMatch(/root:|"name": "factordesk"/);
      expect(answer.headers['cache-control'] ?? '', url).not.toBe(immutable);
    }
  });

  it('serves the API untouched by any of this', async () => {
    const answer = await test.app.inject({
      method: 'POST',
      url: '/api/v1/settings/public',
      payload: {},
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control'] ?? '').not.toBe(immutable);
  });
});
