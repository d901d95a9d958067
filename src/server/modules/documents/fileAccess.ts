import type { FileOwnershipCheck } from '../../files/fileOwnershipCheck';
import { documentFileVisible } from './list';

/**
 * A file Documents lists opens through files/read for whoever may see it there: staff any client's,
 * a client user its own company's, a debtor user the invoice and collection files naming it.
 * Belongs in the list of profile/fileAccess.ts's checks.
 */
export const documentFile: FileOwnershipCheck = (deps, caller, path) =>
  documentFileVisible(deps.db, caller, path);
