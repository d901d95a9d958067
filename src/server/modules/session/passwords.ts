import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id: the package's const enum cannot be imported under verbatimModuleSyntax. */
const argon2id = 2;

/** argon2id at the OWASP minimum (19 MiB, 2 passes, 1 lane): see docs/decisions/0002-sessions-and-passwords.md. */
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    // Spend the same time as a real check so that unknown accounts cannot be told apart by timing.
    await hash(password, options);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
