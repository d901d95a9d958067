import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Files whose name carries a hash of their content (Vite's dist/assets): a new build gives new names. */
export const hashedAssetsCacheControl = 'public, max-age=31536000, immutable';
/** index.html and the other unhashed files: kept, but asked about again before each use. */
export const unhashedCacheControl = 'no-cache';

function isHashedAsset(staticDir: string, filePath: string): boolean {
  return relative(staticDir, filePath).startsWith(`assets${sep}`);
}

/**
 * Serves the built web app from `staticDir` when it holds one: each file as the brotli or gzip copy
 * the build made beside it when the browser accepts that encoding (the file itself otherwise),
 * hashed files cached for a year and the rest revalidated. Answers whether there is a web app.
 */
export async function registerWebApp(app: FastifyInstance, staticDir: string): Promise<boolean> {
  const root = resolve(staticDir);
  if (!existsSync(resolve(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    // The compressed copies are found beside their file; they are not pages of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        isHashedAsset(root, filePath) ? hashedAssetsCacheControl : unhashedCacheControl,
      );
    },
  });
  return true;
}
