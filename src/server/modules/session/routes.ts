import type { FastifyInstance } from 'fastify';
import { sessionEndpoints as endpoints } from '../../../shared/contract/session';
import { messages } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { endpointRegistrar } from '../../http/route';
import { currentUser, refreshToken, saveLayoutSettings, signIn, signOut } from './service';

export function registerSessionRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.login, async ({ body, request }) => {
    const issued = await signIn(deps, {
      email: body.email,
      password: body.password,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    return { status: true, access_token: issued.token, expires_at: issued.expiresAt };
  });

  route(endpoints.refresh, async ({ caller }) => {
    const issued = await refreshToken(deps, caller);
    return { status: true, access_token: issued.token, expires_at: issued.expiresAt };
  });

  route(endpoints.getUserDetails, async ({ caller }) => ({
    status: true,
    user: await currentUser(deps, caller),
  }));

  route(endpoints.logout, async ({ caller }) => {
    await signOut(deps, caller);
    return { status: true, message: messages.session.signedOut };
  });

  route(endpoints.saveLayoutSettings, async ({ caller, body }) => {
    await saveLayoutSettings(deps, caller, body.layout_settings);
    return { status: true, message: messages.shell.layoutSettingsSaved };
  });
}
