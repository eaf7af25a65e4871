// PasswordField: a TextField whose end holds a toggle button ("Show password", aria-pressed)
// switching the input between type=password and type=text. APG "button" (toggle button).
import { useState } from 'react';
import { SHOW_PASSWORD } from '../../../shared/texts/ui';
import { IconButton } from '../button/button';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { TextField, type TextFieldProps } from '../text-field/text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'end'>;

export function PasswordField({ autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      end={
        <IconButton
          label={SHOW_PASSWORD}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
          disabled={props.disabled}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    />
  );
}
