import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CloseIcon } from '../icons/icons';
import { Button, IconButton, LinkButton } from './button';

describe('Button', () => {
  it('is a button named by its text and calls onClick from mouse and keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveProperty('type', 'button');
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('submits its form when given type="submit"', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('when busy shows a spinner, sets aria-busy, keeps its name and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const ref = { current: null as HTMLButtonElement | null };
    render(
      <Button busy onClick={onClick} ref={ref}>
        Sign in
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(ref.current).toBe(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('IconButton', () => {
  it('takes its accessible name from label', async () => {
    const onClick = vi.fn();
    render(
      <IconButton label="Close" onClick={onClick}>
        <CloseIcon />
      </IconButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('LinkButton', () => {
  it('is a link that navigates with wouter', async () => {
    const { hook, history } = memoryLocation({ path: '/', record: true });
    render(
      <Router hook={hook}>
        <LinkButton href="/signup" variant="secondary">
          Sign up
        </LinkButton>
      </Router>,
    );
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link.getAttribute('href')).toBe('/signup');
    await userEvent.click(link);
    expect(history.at(-1)).toBe('/signup');
  });
});
