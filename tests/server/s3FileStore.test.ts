import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDiskFileStore,
  createFileStore,
  createS3FileStore,
  parseS3Url,
  type FileStore,
} from '../../src/server/files/fileStore';

/**
 * The one storage interface behaves the same on local disk (FILES_DIR) and in an S3-compatible
 * bucket (S3_URL), the latter against an S3-protocol server this test starts.
 */
interface S3Server {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}

const serverDir = mkdtempSync(join(tmpdir(), 'factordesk-s3rver-'));
const diskDir = mkdtempSync(join(tmpdir(), 'factordesk-disk-store-'));
let server: S3Server;
let s3Url = '';

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: serverDir,
    configureBuckets: [{ name: 'factordesk' }],
  }) as S3Server;
  const { port } = await server.run();
  // s3rver accepts the key pair S3RVER / S3RVER.
  s3Url = `http://S3RVER:S3RVER@127.0.0.1:${port}/factordesk/files`;
});

afterAll(async () => {
  await server.close();
  rmSync(serverDir, { recursive: true, force: true });
  rmSync(diskDir, { recursive: true, force: true });
});

const stores: [string, () => Promise<FileStore>][] = [
  ['on disk', () => Promise.resolve(createDiskFileStore(diskDir))],
  ['in an S3 bucket', () => createS3FileStore(parseS3Url(s3Url))],
];

describe.each(stores)('the file store %s', (_name, open) => {
  it('saves, reads back and removes a file under its folder with the 13-character prefix', async () => {
    const store = await open();
    const bytes = Buffer.from('%PDF-1.4 a check image');
    const path = await store.save('collections', 'check #12.pdf', bytes);
    expect(path).toMatch(/^collections\/.{13}check _12\.pdf$/);
    expect(Buffer.compare(await store.read(path), bytes)).toBe(0);
    await store.remove(path);
    await expect(store.read(path)).rejects.toThrow();
  });

  it('gives two files of the same name two paths', async () => {
    const store = await open();
    const first = await store.save('invoices', 'bill.pdf', Buffer.from('one'));
    const second = await store.save('invoices', 'bill.pdf', Buffer.from('two'));
    expect(first).not.toBe(second);
    expect((await store.read(first)).toString()).toBe('one');
    expect((await store.read(second)).toString()).toBe('two');
  });

  it('refuses a path that climbs out of the store', async () => {
    const store = await open();
    await expect(store.read('../../etc/passwd')).rejects.toThrow(/outside/);
    await expect(store.read('invoices/../../secret')).rejects.toThrow(/outside/);
    await expect(store.remove('../outside.txt')).rejects.toThrow(/outside/);
    await expect(store.save('../up', 'a.txt', Buffer.from('x'))).rejects.toThrow(/outside/);
  });

  it('answers a missing file with an error and removes one quietly', async () => {
    const store = await open();
    await expect(store.read('invoices/never-stored.pdf')).rejects.toThrow();
    await expect(store.remove('invoices/never-stored.pdf')).resolves.toBeUndefined();
  });
});

describe('choosing the store', () => {
  it('keeps files on disk without S3_URL and in the bucket with it', async () => {
    const disk = await createFileStore({ FILES_DIR: diskDir });
    const onDisk = await disk.save('chosen', 'a.txt', Buffer.from('disk'));
    expect((await createDiskFileStore(diskDir).read(onDisk)).toString()).toBe('disk');

    const s3 = await createFileStore({ FILES_DIR: diskDir, S3_URL: s3Url });
    const inBucket = await s3.save('chosen', 'b.txt', Buffer.from('bucket'));
    await expect(createDiskFileStore(diskDir).read(inBucket)).rejects.toThrow();
    expect((await (await createS3FileStore(parseS3Url(s3Url))).read(inBucket)).toString()).toBe('bucket');
  });

  it('reads the parts of S3_URL and refuses one without a bucket or keys', () => {
    expect(parseS3Url('https://AK%2F1:se%40cret@s3.example.com/docs/prod/files?region=eu-west-1')).toEqual({
      endpoint: 'https://s3.example.com',
      accessKeyId: 'AK/1',
      secretAccessKey: 'se@cret',
      bucket: 'docs',
      prefix: 'prod/files',
      region: 'eu-west-1',
    });
    expect(() => parseS3Url('http://key:secret@127.0.0.1:4569/')).toThrow();
    expect(() => parseS3Url('http://127.0.0.1:4569/bucket')).toThrow();
    expect(() => parseS3Url('ftp://key:secret@host/bucket')).toThrow();
  });
});
