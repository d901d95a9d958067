import type { FastifyInstance } from 'fastify';
import { profileEndpoints as endpoints } from '../../../shared/contract/profile';
import { messages } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { sendPrivateFile } from '../../http/privateFile';
import { endpointRegistrar } from '../../http/route';
import { readVisibleFile } from './fileAccess';
import { deleteOwnAttachment, replaceProfilePicture, updateProfile } from './service';

export function registerProfileRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.updateProfile, async ({ body, caller, files }) => ({
    status: true,
    message: messages.crud.updated('Profile').message,
    user: await updateProfile(deps, caller, body, files),
  }));

  route(endpoints.profilePic, async ({ body, caller, files }) => ({
    status: true,
    message: messages.files.uploaded,
    profile_pic: await replaceProfilePicture(deps, caller, body.sso_id, files),
  }));

  route(endpoints.deleteAttachment, async ({ body, caller }) => {
    await deleteOwnAttachment(deps, caller, body.path);
    return { status: true, message: messages.files.deletedMessage };
  });

  route(endpoints.readFile, async ({ body, caller, reply }) =>
    sendPrivateFile(reply, await readVisibleFile(deps, caller, body.path)),
  );
}
