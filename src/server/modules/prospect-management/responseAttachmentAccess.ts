import { holdsAll } from '../../http/caller';
import { scopeCondition } from '../../http/scope';
import type { FileOwnershipCheck } from '../../files/fileOwnershipCheck';
import { isResponseAttachment } from './queries';

/**
 * files/read may serve a response's attachment to staff who may view prospects (the Change Status
 * dialog's history opens it). Belongs in the list of profile/fileAccess.ts's checks.
 */
export const prospectResponseFile: FileOwnershipCheck = async (deps, caller, path) =>
  holdsAll(caller, ['view_prospects']) &&
  scopeCondition(caller, {}) === undefined &&
  isResponseAttachment(deps.db, path);
