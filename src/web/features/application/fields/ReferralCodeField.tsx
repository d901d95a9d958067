import { skipToken } from '@reduxjs/toolkit/query';
import { referralCodeLength } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { serverMessageOf } from '../../../api/serverMessage';
import { TextField } from '../../../kit/TextField';
import { useReferralCodeQuery } from '../api';

export interface ReferralCodeFieldProps {
  /** The code typed (letters and digits, at most 7). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The form's own rule ('Referral Code must be at least 7 characters'). */
  error?: string;
  /** A code already stored with the application: locked from the start. */
  stored: boolean;
  disabled?: boolean;
}

/**
 * The broker referral code (spec part 1 §5): 7 letters and digits, checked with
 * broker/fetch_referral_code once all 7 are there (typed, or brought by a broker's Invite Client
 * link) and locked once valid; an unknown code shows the server's answer and stays open.
 */
export function ReferralCodeField({
  value,
  onChange,
  onBlur,
  error,
  stored,
  disabled,
}: ReferralCodeFieldProps) {
  const complete = value.length === referralCodeLength;
  const check = useReferralCodeQuery(!stored && complete ? value : skipToken);
  const verified = stored || (complete && check.isSuccess && check.currentData === value);
  const refused =
    complete && check.isError ? (serverMessageOf(check.error) ?? messages.generic.failure) : undefined;

  return (
    <TextField
      label={messages.applicationFields.referralCode}
      name="broker_referral_code"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      filter="alphanumeric"
      maxLength={referralCodeLength}
      disabled={disabled || verified || check.isFetching}
      error={error ?? refused}
      helperText={verified && value !== '' ? messages.prospect.wizard.referralVerified : undefined}
    />
  );
}
