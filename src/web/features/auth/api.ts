import { baseApi } from '../../api/baseApi';
import { post } from '../../api/contractQuery';
import { passwordEndpoints as e } from '../../../shared/contract/password';
import type { RequestOf, ResponseOf } from '../../../shared/contract/endpoint';

/**
 * The public password flow (spec part 1 §4): forgot password, verification code, set/reset
 * password. Change password belongs to the profile screen and is injected there.
 */
export const passwordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendResetEmail: build.mutation<ResponseOf<typeof e.sendEmail>, RequestOf<typeof e.sendEmail>>({
      query: (body) => post(e.sendEmail, body),
    }),
    checkCodeTimeLeft: build.mutation<
      ResponseOf<typeof e.checkTimeExpiry>,
      RequestOf<typeof e.checkTimeExpiry>
    >({
      query: (body) => post(e.checkTimeExpiry, body),
    }),
    resendCode: build.mutation<ResponseOf<typeof e.resendCode>, RequestOf<typeof e.resendCode>>({
      query: (body) => post(e.resendCode, body),
    }),
    verifyCode: build.mutation<ResponseOf<typeof e.verifyCode>, RequestOf<typeof e.verifyCode>>({
      query: (body) => post(e.verifyCode, body),
    }),
    validatePasswordLink: build.query<
      ResponseOf<typeof e.validatePasswordUrl>,
      RequestOf<typeof e.validatePasswordUrl>
    >({
      query: (body) => post(e.validatePasswordUrl, body),
      // A link is checked once per visit; a spent link must not look valid from the cache.
      keepUnusedDataFor: 0,
    }),
    savePassword: build.mutation<ResponseOf<typeof e.savePassword>, RequestOf<typeof e.savePassword>>({
      query: (body) => post(e.savePassword, body),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useSendResetEmailMutation,
  useCheckCodeTimeLeftMutation,
  useResendCodeMutation,
  useVerifyCodeMutation,
  useValidatePasswordLinkQuery,
  useSavePasswordMutation,
} = passwordApi;
