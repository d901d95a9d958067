import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type PostgresModule = Parameters<NodeFS['init']>[1];

/** What this file reads of Emscripten's NODEFS: its stream operations and its error mapping. */
interface NodeFsInternals {
  stream_ops: { fsync?: (stream: { nfd?: number }) => number };
  tryFSOperation<T>(operation: () => T): T;
}

/**
 * PGlite's NodeFS, with fsync reaching the disk. Emscripten's NODEFS writes straight to host files
 * but has no fsync of its own, so PostgreSQL's fsync calls return success without syncing anything;
 * here they call the host's fsync on the same descriptor, and a failure reaches PostgreSQL as the
 * errno it is (PostgreSQL then stops rather than carry on over lost writes).
 * fdatasync stays a no-op in the Emscripten layer: the WAL is therefore synced with
 * `wal_sync_method=fsync` (see `durableStartParams`).
 */
export class SyncedNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Partial<PostgresModule>) {
    const { emscriptenOpts } = await super.init(pg, options);
    const syncToHost = (mod: PostgresModule) => {
      const nodefs = mod.NODEFS as unknown as NodeFsInternals;
      nodefs.stream_ops.fsync = (stream) => {
        const descriptor = stream.nfd;
        if (descriptor !== undefined) nodefs.tryFSOperation(() => fs.fsyncSync(descriptor));
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), syncToHost] } };
  }
}

/**
 * PGlite starts PostgreSQL with `-F` (fsync off). On disk we start it durable: fsync on, every
 * commit flushed before it is acknowledged, whole pages logged after a checkpoint so a torn write
 * is repaired on recovery (docs/decisions/0019-embedded-durability.md).
 */
export const durableStartParams: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'synchronous_commit=on',
  '-c',
  'full_page_writes=on',
  '-c',
  'wal_sync_method=fsync',
];
