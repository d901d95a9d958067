import { Button } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { verificationCodeLength } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { PublicFrame } from '../../app/PublicFrame';
import { shellClasses } from '../../app/shellClasses';
import { serverMessageOf } from '../../api/serverMessage';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useCheckCodeTimeLeftMutation, useResendCodeMutation, useVerifyCodeMutation } from './api';
import { CodeBoxes } from './CodeBoxes';
import { FailureCallout } from './FailureCallout';
import { emailFromState } from './navigationState';
import { formatCountdown, useCountdown } from './useCountdown';

const blankCode = (): string[] => Array.from({ length: verificationCodeLength }, () => '');

/**
 * /verificatiocode (spec part 1 §2.1, §4): six single-character boxes, a countdown from the server's
 * seconds with Resend Code enabled at 0, and Submit enabled only when all six are filled. A good
 * code goes on to /setpassword/{token}.
 */
export function VerificationCodePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const email = emailFromState(location.state);
  const [code, setCode] = useState<string[]>(blankCode);
  const [error, setError] = useState<string | null>(null);
  const { secondsLeft, restart } = useCountdown();
  const [checkTimeLeft] = useCheckCodeTimeLeftMutation();
  const [resendCode, { isLoading: resending }] = useResendCodeMutation();
  const [verifyCode, { isLoading: verifying }] = useVerifyCodeMutation();

  const refreshCountdown = useCallback(async () => {
    if (!email) return;
    try {
      restart((await checkTimeLeft({ email }).unwrap()).seconds);
    } catch {
      // Without an answer the countdown cannot run; Resend Code is offered at once.
      restart(0);
    }
  }, [checkTimeLeft, email, restart]);

  useEffect(() => {
    void refreshCountdown();
  }, [refreshCountdown]);

  // The page is reached from Forgot Password, which passes the address along.
  if (!email) return <Navigate to="/forgetpass" replace />;

  const complete = code.every((character) => character !== '');

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || verifying) return;
    setError(null);
    try {
      const answer = await verifyCode({ email, code: code.join('') }).unwrap();
      navigate(`/setpassword/${encodeURIComponent(answer.token)}`);
    } catch (failure) {
      setError(serverMessageOf(failure) ?? messages.session.signInFailed);
    }
  };

  const handleResend = async () => {
    setError(null);
    try {
      const answer = await resendCode({ email }).unwrap();
      setCode(blankCode());
      void toastSuccess(messages.session.verificationCode, answer.message);
      await refreshCountdown();
    } catch (failure) {
      void toastFromError(failure);
    }
  };

  const handleCodeChange = (next: string[]) => {
    setError(null);
    setCode(next);
  };

  return (
    <PublicFrame title={messages.session.verificationCode}>
      <p>
        {messages.session.codeSentTo.before}
        <strong>{email}</strong>
        {messages.session.codeSentTo.after}
      </p>
      <form onSubmit={handleSubmit} noValidate>
        <CodeBoxes
          value={code}
          onChange={handleCodeChange}
          disabled={verifying}
          label={messages.session.verificationCode}
        />
        <FailureCallout message={error} />
        <div className={shellClasses.publicLinks}>
          <span className={shellClasses.countdown} aria-live="polite">
            {secondsLeft > 0
              ? messages.session.resendIn(formatCountdown(secondsLeft))
              : messages.session.canResend}
          </span>
          <Button
            variant="minimal"
            intent="primary"
            text={messages.session.resendCode}
            disabled={secondsLeft > 0 || resending}
            loading={resending}
            onClick={handleResend}
          />
        </div>
        <Button
          type="submit"
          intent="primary"
          fill
          text={messages.session.submit}
          disabled={!complete || verifying}
          loading={verifying}
        />
      </form>
      <div className={shellClasses.publicLinks}>
        <Link to="/login">{messages.session.backToLogin}</Link>
      </div>
    </PublicFrame>
  );
}
