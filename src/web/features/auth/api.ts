import { passwordEndpoints as e } from '../../../shared/contract/password';
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/contractEndpoints';

/**
 * The public password flow (spec part 1 §4): forgot password, verification code, set/reset
 * password. Change password belongs to the profile screen and is injected there.
 */
export const passwordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendResetEmail: mutationOf(build, e.sendEmail),
    checkCodeTimeLeft: mutationOf(build, e.checkTimeExpiry),
    resendCode: mutationOf(build, e.resendCode),
    verifyCode: mutationOf(build, e.verifyCode),
    // A link is checked once per visit; a spent link must not look valid from the cache.
    validatePasswordLink: queryOf(build, e.validatePasswordUrl, { keepUnusedDataFor: 0 }),
    savePassword: mutationOf(build, e.savePassword),
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
