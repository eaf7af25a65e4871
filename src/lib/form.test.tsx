import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api/client';
import { Button } from '../components/ui/button/button';
import { Checkbox } from '../components/ui/checkbox/checkbox';
import { TextField } from '../components/ui/text-field/text-field';
import { ERROR_DELAY_MS, SUCCESS_DELAY_MS } from '../shared/constants';
import { MESSAGES } from '../shared/messages';
import { SignUpFormSchema } from '../shared/schemas';
import { useForm } from './form';

const initialValues = {
  firstName: '',
  lastName: '',
  mobileNumber: '',
  email: '',
  password: '',
  confirmPassword: '',
  termsAndConditions: false,
};

function SignUpHarness({
  onSubmit,
  onSuccess,
}: {
  onSubmit: (v: unknown) => Promise<unknown>;
  onSuccess?: () => void;
}) {
  const form = useForm({ schema: SignUpFormSchema, initialValues, onSubmit, onSuccess });
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <TextField label="First name" {...form.getFieldProps('firstName')} />
      <TextField label="Last name" {...form.getFieldProps('lastName')} />
      <TextField label="Mobile number" {...form.getFieldProps('mobileNumber')} />
      <TextField label="Email" {...form.getFieldProps('email')} />
      <TextField label="Password" type="password" {...form.getFieldProps('password')} />
      <TextField
        label="Confirm password"
        type="password"
        {...form.getFieldProps('confirmPassword')}
      />
      <Checkbox label="I accept the terms" {...form.getCheckboxProps('termsAndConditions')} />
      <p>status: {form.status}</p>
      <Button type="submit" busy={form.busy}>
        Sign up
      </Button>
    </form>
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Casey');
  await user.type(screen.getByLabelText('Last name'), 'Morgan');
  await user.type(screen.getByLabelText('Mobile number'), '0412345678');
  await user.type(screen.getByLabelText('Email'), 'casey@example.com');
  await user.type(screen.getByLabelText('Password'), 'Password1!');
  await user.type(screen.getByLabelText('Confirm password'), 'Password1!');
  await user.click(screen.getByLabelText('I accept the terms'));
}

describe('useForm', () => {
  it("shows SPEC 5's messages on submit and does not call onSubmit", async () => {
    const onSubmit = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(<SignUpHarness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getAllByText(MESSAGES.required).length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText(MESSAGES.acceptTerms)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
  });

  it('does not validate on blur when focus goes to the submit button, so the click is not lost', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    render(<SignUpHarness onSubmit={onSubmit} />);
    const mobile = screen.getByLabelText('Mobile number');
    await user.type(mobile, '123');
    const submit = screen.getByRole('button', { name: 'Sign up' });
    // No message appears between mousedown and mouseup to push the button away...
    fireEvent.blur(mobile, { relatedTarget: submit });
    expect(screen.queryByText(MESSAGES.invalidPhone)).toBeNull();
    // ...and the submit itself validates every field.
    await user.click(submit);
    expect(screen.getByText(MESSAGES.invalidPhone)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('validates a field on blur and clears the message as it is fixed', async () => {
    const user = userEvent.setup();
    render(<SignUpHarness onSubmit={async () => undefined} />);
    await user.type(screen.getByLabelText('Mobile number'), '123');
    await user.tab();
    expect(screen.getByText(MESSAGES.invalidPhone)).toBeTruthy();
    await user.type(screen.getByLabelText('Mobile number'), '4567890');
    expect(screen.queryByText(MESSAGES.invalidPhone)).toBeNull();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.tab();
    expect(screen.getByText(MESSAGES.invalidEmail)).toBeTruthy();
    await user.type(screen.getByLabelText('Password'), 'Password1!');
    await user.type(screen.getByLabelText('Confirm password'), 'Password2!');
    await user.tab();
    expect(screen.getByText(MESSAGES.passwordsMustMatch)).toBeTruthy();
  });

  it('busy while submitting, then resets after the success delay and calls onSuccess', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let resolve: (v: unknown) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise((r) => (resolve = r)));
    const onSuccess = vi.fn();
    render(<SignUpHarness onSubmit={onSubmit} onSuccess={onSuccess} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'casey@example.com', termsAndConditions: true }),
    );
    const button = screen.getByRole('button', { name: 'Sign up' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('status: submitting')).toBeTruthy();
    await act(async () => resolve({ ok: true }));
    expect(screen.getByText('status: success')).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(SUCCESS_DELAY_MS);
    });
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('');
    expect(button.getAttribute('aria-busy')).not.toBe('true');
  });

  it('shows server field messages and clears busy after the error delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onSubmit = vi.fn(async () => {
      throw new ApiRequestError({
        status: 409,
        kind: 'http',
        detail: 'An account with this email address already exists.',
        fields: { email: 'Email already registered' },
      });
    });
    render(<SignUpHarness onSubmit={onSubmit} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByText('status: error')).toBeTruthy());
    expect(screen.getByText('Email already registered')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Sign up' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      vi.advanceTimersByTime(ERROR_DELAY_MS);
    });
    expect(button.getAttribute('aria-busy')).not.toBe('true');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Casey');
  });
});
