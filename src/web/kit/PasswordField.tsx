import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { EyeOffIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { passwordMaxLength } from '../../shared/constants';
import type { BoundFieldProps } from './boundFieldProps';
import { TextField } from './TextField';
import { messages } from '../../shared/messages';

/** The password is the field's value. */
export interface PasswordFieldProps extends BoundFieldProps {
  /** Most characters accepted (spec: 20). */
  maxLength?: number;
}

/** A password input with an eye button that shows or hides what was typed. */
export function PasswordField({ maxLength = passwordMaxLength, ...rest }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...rest}
      type={shown ? 'text' : 'password'}
      maxLength={maxLength}
      rightElement={
        <Button
          variant="minimal"
          // Drawn from its own paths: the sign-in page fetches no icon.
          icon={shown ? <EyeOffIcon /> : <EyeOpenIcon />}
          aria-label={shown ? messages.common.hidePassword : messages.common.showPassword}
          aria-pressed={shown}
          disabled={rest.disabled}
          onClick={() => setShown((s) => !s)}
        />
      }
    />
  );
}
