import type { FastifyInstance } from 'fastify';
import { passwordEndpoints as endpoints } from '../../../shared/contract/password';
import { messages } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { endpointRegistrar } from '../../http/route';
import {
  changeOwnPassword,
  createUnknownAccountDecoy,
  emailOfPasswordLink,
  exchangeCodeForResetToken,
  savePasswordThroughLink,
  secondsLeftOnCode,
  sendVerificationCode,
} from './service';

export function registerPasswordRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);
  const decoy = createUnknownAccountDecoy();

  // Spec §8: forgot password always shows this, whether or not the account exists.
  const codeSent = { status: true, message: messages.session.resetCodeSent } as const;

  route(endpoints.sendEmail, async ({ body }) => {
    await sendVerificationCode(deps, decoy, body.email);
    return codeSent;
  });

  route(endpoints.resendCode, async ({ body }) => {
    await sendVerificationCode(deps, decoy, body.email);
    return codeSent;
  });

  route(endpoints.checkTimeExpiry, async ({ body }) => {
    const seconds = await secondsLeftOnCode(deps, decoy, body.email);
    return {
      status: true,
      seconds,
      message: seconds > 0 ? messages.session.resetCodeSent : messages.password.codeExpired,
    };
  });

  route(endpoints.verifyCode, async ({ body }) => {
    const token = await exchangeCodeForResetToken(deps, decoy, body);
    return { status: true, token, message: messages.password.codeVerified };
  });

  route(endpoints.validatePasswordUrl, async ({ body }) => {
    const email = await emailOfPasswordLink(deps, body.token);
    return { status: true, valid: true as const, email };
  });

  route(endpoints.savePassword, async ({ body }) => {
    await savePasswordThroughLink(deps, body);
    return { status: true, message: messages.password.passwordSet };
  });

  route(endpoints.changePassword, async ({ body, caller, request }) => {
    await changeOwnPassword(deps, caller, {
      previousPassword: body.previous_password,
      newPassword: body.new_password,
      ip: request.ip,
    });
    return { status: true, message: messages.password.passwordChanged };
  });
}
