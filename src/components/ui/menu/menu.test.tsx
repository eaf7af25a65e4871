import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Menu } from './menu';

function setup(onLogout = vi.fn(), onOpenChange?: (open: boolean) => void) {
  const location = memoryLocation({ path: '/landing', record: true });
  render(
    <Router hook={location.hook}>
      <Menu
        label="Account menu"
        trigger={<span>AL</span>}
        items={[
          { label: 'Profile', href: '/profile' },
          { label: 'Change password', href: '/changepassword' },
          { label: 'Jobs applied', href: '/jobsapplied' },
          { label: 'Logout', onSelect: onLogout },
        ]}
        onOpenChange={onOpenChange}
      />
      <button type="button">After</button>
    </Router>,
  );
  return {
    history: location.history,
    onLogout,
    trigger: screen.getByRole('button', { name: 'Account menu' }),
  };
}

describe('Menu', () => {
  it('is a named menu button that opens with ArrowDown on the first item', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(trigger.getAttribute('aria-controls')).toBe(menu.id);
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Profile',
      'Change password',
      'Jobs applied',
      'Logout',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Profile' }));
  });

  it('moves with arrows (wrapping), Home/End and type-ahead, Escape returns focus', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    const item = (name: string) => screen.getByRole('menuitem', { name });
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(item('Logout'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item('Profile'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(item('Logout'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(item('Profile'));
    await user.keyboard('j');
    expect(document.activeElement).toBe(item('Jobs applied'));
    await user.keyboard('c');
    expect(document.activeElement).toBe(item('Change password'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('opens on the last item with ArrowUp and closes on Tab', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Logout' }));
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('navigates with wouter when a link item is chosen by Enter or click', async () => {
    const user = userEvent.setup();
    const { trigger, history } = setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(history.at(-1)).toBe('/changepassword');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);

    await user.click(trigger);
    const profile = screen.getByRole('menuitem', { name: 'Profile' });
    expect(profile.getAttribute('href')).toBe('/profile');
    await user.click(profile);
    expect(history.at(-1)).toBe('/profile');
  });

  it('runs onSelect for action items with Enter, Space or click', async () => {
    const user = userEvent.setup();
    const { trigger, onLogout } = setup();
    trigger.focus();
    await user.keyboard('{Enter}{End}{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}{End} ');
    expect(onLogout).toHaveBeenCalledTimes(2);
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(3);
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    await user.click(trigger);
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('reports opening and closing through onOpenChange', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { trigger } = setup(vi.fn(), onOpenChange);
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(trigger);
    expect(onOpenChange.mock.calls).toEqual([[true]]);
    await user.keyboard('{Escape}');
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(onOpenChange.mock.calls).toEqual([[true], [false], [true]]);
  });
});
