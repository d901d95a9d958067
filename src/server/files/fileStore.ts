import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, resolve, sep } from 'node:path';
import { attachmentPrefixLength } from '../../shared/constants';

export interface FileStore {
  /** Stores the bytes under `folder` with a random 13-character prefix; answers the stored path. */
  save(folder: string, filename: string, data: Buffer): Promise<string>;
  read(path: string): Promise<Buffer>;
  remove(path: string): Promise<void>;
}

/** Files on local disk under FILES_DIR; stored paths are relative and never escape it. */
export function createDiskFileStore(root: string): FileStore {
  const base = resolve(root);
  const locate = (path: string) => {
    const full = resolve(base, normalize(path));
    if (!full.startsWith(base + sep)) throw new Error('path outside the file store');
    return full;
  };
  return {
    async save(folder, filename, data) {
      const safeName = filename.replace(/[^\w.\- ]+/g, '_').slice(-120);
      // The spec's stored names carry a 13-character prefix that the screens remove for display.
      const prefix = randomBytes(10).toString('base64url').slice(0, attachmentPrefixLength);
      const path = join(folder, `${prefix}${safeName}`);
      const full = locate(path);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, data);
      return path;
    },
    // Async, so a path outside the store rejects like every other failure instead of throwing.
    read: async (path) => readFile(locate(path)),
    remove: async (path) => rm(locate(path), { force: true }),
  };
}

/** Where an S3-compatible store is: `http(s)://key:secret@host:port/bucket[/prefix]` (S3_URL). */
export interface S3Location {
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  bucket: string;
  /** A folder inside the bucket every stored path lives under ('' for the bucket's root). */
  prefix: string;
  region: string;
}

/**
 * Reads S3_URL: the scheme, host and port are the endpoint (path-style addressing, so MinIO,
 * Ceph or any S3-compatible server works), the user and password are the access key and secret
 * (percent-encoded), the first path segment is the bucket and the rest a prefix. `?region=` picks
 * the region (us-east-1 unless given).
 */
export function parseS3Url(s3Url: string): S3Location {
  const url = new URL(s3Url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('S3_URL must be http(s)');
  const [bucket = '', ...rest] = url.pathname.split('/').filter((part) => part !== '');
  if (bucket === '' || url.username === '' || url.password === '') {
    throw new Error('S3_URL must be http(s)://key:secret@host/bucket');
  }
  return {
    endpoint: `${url.protocol}//${url.host}`,
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    bucket,
    prefix: rest.join('/'),
    region: url.searchParams.get('region') ?? 'us-east-1',
  };
}

/** A stored path made safe: relative, normalised, never above the store's root. */
function storeKey(path: string): string {
  const parts: string[] = [];
  for (const part of path.replaceAll('\\', '/').split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' || part.includes('\0')) throw new Error('path outside the file store');
    parts.push(part);
  }
  if (parts.length === 0) throw new Error('path outside the file store');
  return parts.join('/');
}

/**
 * Files in an S3-compatible bucket (S3_URL): the same stored paths as on disk, so moving a
 * deployment's files is a copy, and every server of a scaled-out deployment reads the same files.
 */
export async function createS3FileStore(location: S3Location): Promise<FileStore> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand } = await import(
    '@aws-sdk/client-s3'
  );
  const client = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: true,
    credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
  });
  const objectKey = (path: string) => {
    const key = storeKey(path);
    return location.prefix === '' ? key : `${location.prefix}/${key}`;
  };
  return {
    async save(folder, filename, data) {
      const safeName = filename.replace(/[^\w.\- ]+/g, '_').slice(-120);
      const prefix = randomBytes(10).toString('base64url').slice(0, attachmentPrefixLength);
      const path = storeKey(`${folder}/${prefix}${safeName}`);
      await client.send(new PutObjectCommand({ Bucket: location.bucket, Key: objectKey(path), Body: data }));
      return path;
    },
    async read(path) {
      const answer = await client.send(new GetObjectCommand({ Bucket: location.bucket, Key: objectKey(path) }));
      if (answer.Body === undefined) throw new Error('file not found');
      return Buffer.from(await answer.Body.transformToByteArray());
    },
    async remove(path) {
      // Deleting an absent key succeeds, as rm({ force: true }) does on disk.
      await client.send(new DeleteObjectCommand({ Bucket: location.bucket, Key: objectKey(path) }));
    },
  };
}

/** The deployment's file store: the S3-compatible bucket of S3_URL when set, else FILES_DIR on disk. */
export async function createFileStore(config: { FILES_DIR: string; S3_URL?: string }): Promise<FileStore> {
  return config.S3_URL === undefined
    ? createDiskFileStore(config.FILES_DIR)
    : createS3FileStore(parseS3Url(config.S3_URL));
}
