import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import type { SearchAutocompleteProps } from './search-autocomplete';

const SPORTS = ['Football', 'Rugby Union', 'Rugby League', 'Tennis', 'Basketball'];
const AUTOCOMPLETE = '../ui/autocomplete/autocomplete';

/**
 * The Autocomplete module, loaded through a gate the test opens (or fails): `requests` counts the
 * loads asked for. Each test gets a fresh search-autocomplete module (its cache empty).
 */
let requests = 0;
let gate: { open: () => void; fail: () => void; promise: Promise<void> };
function newGate() {
  let open = () => {};
  let fail = () => {};
  const promise = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = () => reject(new Error('offline'));
  });
  promise.catch(() => undefined);
  gate = { open, fail, promise };
}

beforeEach(() => {
  vi.resetModules();
  requests = 0;
  newGate();
  vi.doMock(AUTOCOMPLETE, async (importOriginal) => {
    requests += 1;
    await gate.promise;
    return importOriginal();
  });
});

afterEach(() => {
  vi.doUnmock(AUTOCOMPLETE);
});

type Module = typeof import('./search-autocomplete');

function Harness({
  Field,
  initial,
  ...props
}: Partial<SearchAutocompleteProps> & { Field: Module['SearchAutocomplete']; initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form aria-label="search">
      <Field
        label="Sport"
        name="sport"
        options={SPORTS}
        value={value}
        onValueChange={setValue}
        {...props}
      />
      <button type="button">Next</button>
      <output data-testid="value">{value}</output>
    </form>
  );
}

async function setup(initial = '') {
  const { SearchAutocomplete } = await import('./search-autocomplete');
  const user = userEvent.setup();
  const view = render(<Harness Field={SearchAutocomplete} initial={initial} />);
  return { user, ...view };
}

const input = () => screen.getByRole('combobox', { name: 'Sport' }) as HTMLInputElement;
/** The loaded Autocomplete's input carries data-state (open/closed); the stand-in's does not. */
const isLoaded = () => input().hasAttribute('data-state');
const hidden = () => document.querySelector('input[name="sport"]') as HTMLInputElement;
const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('SearchAutocomplete before its code loads', () => {
  it('renders the combobox markup at rest without loading the Autocomplete module', async () => {
    await setup('Tennis');
    const box = input();
    expect(box.value).toBe('Tennis');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.getAttribute('autocomplete')).toBe('off');
    const listbox = document.getElementById(box.getAttribute('aria-controls') ?? '');
    expect(listbox?.getAttribute('role')).toBe('listbox');
    expect(listbox?.hidden).toBe(true);
    expect(listbox?.getAttribute('aria-labelledby')).toBe(
      document.querySelector(`label[for="${box.id}"]`)?.id,
    );
    const toggle = screen.getByRole('button', { name: 'Sport' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(listbox?.id);
    expect(toggle.tabIndex).toBe(-1);
    expect(screen.getByRole('button', { name: 'Clear Sport' })).toBeTruthy();
    expect(hidden().value).toBe('Tennis');
    // The same CSS module classes as the Autocomplete (no layout shift when it takes over).
    expect(box.className).toBe('input');
    expect(box.closest('.control')?.parentElement?.className).toBe('field');
    expect(requests).toBe(0);
    expect(isLoaded()).toBe(false);
  });

  it('loads when the pointer enters the field and is then replaced by the Autocomplete', async () => {
    const { user } = await setup('Tennis');
    await user.hover(input());
    expect(requests).toBe(1);
    gate.open();
    await waitFor(() => expect(isLoaded()).toBe(true));
    expect(input().value).toBe('Tennis');
    expect(hidden().value).toBe('Tennis');
    expect(document.activeElement).not.toBe(input());
    expect(input().getAttribute('aria-expanded')).toBe('false');
    await user.click(input());
    expect(optionNames()).toEqual(SPORTS);
  });

  it('loads on focus and keeps focus and typed text (filtering, list open) after the swap', async () => {
    const { user } = await setup('Football');
    await user.click(input());
    expect(requests).toBe(1);
    await user.clear(input());
    await user.type(input(), 'rug');
    expect(input().value).toBe('rug');
    expect(isLoaded()).toBe(false);
    gate.open();
    await waitFor(() => expect(isLoaded()).toBe(true));
    const box = input();
    expect(document.activeElement).toBe(box);
    expect(box.value).toBe('rug');
    expect(box.selectionStart).toBe(3);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(optionNames()).toEqual(['Rugby Union', 'Rugby League']);
    // The committed value is unchanged until an option is chosen, as in the Autocomplete.
    expect(hidden().value).toBe('Football');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(hidden().value).toBe('Rugby Union');
    expect(screen.getByTestId('value').textContent).toBe('Rugby Union');
  });

  it('opens the list once loaded after an ArrowDown pressed on the stand-in', async () => {
    const { user } = await setup('Tennis');
    input().focus();
    await user.keyboard('{ArrowDown}');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    gate.open();
    await waitFor(() => expect(isLoaded()).toBe(true));
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(input());
    // As ArrowDown does: the committed option is the active one.
    expect(input().getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Tennis' }).id,
    );
  });

  it('ArrowUp on the stand-in opens the list on the last option once loaded', async () => {
    const { user } = await setup();
    input().focus();
    await user.keyboard('{ArrowUp}');
    gate.open();
    await waitFor(() => expect(input().getAttribute('aria-expanded')).toBe('true'));
    expect(input().getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Basketball' }).id,
    );
  });

  it('after a failed load stays a plain text field for the value and retries on the next use', async () => {
    const { user } = await setup('Football');
    await user.click(input());
    expect(requests).toBe(1);
    gate.fail();
    await user.clear(input());
    await user.type(input(), 'tennis');
    await user.tab();
    // An exact option commits on blur; anything else brings back the committed value.
    expect(screen.getByTestId('value').textContent).toBe('Tennis');
    expect(hidden().value).toBe('Tennis');
    expect(input().value).toBe('Tennis');
    await user.click(input());
    await user.type(input(), 'x');
    await user.tab();
    expect(input().value).toBe('Tennis');
    await user.click(screen.getByRole('button', { name: 'Clear Sport' }));
    expect(hidden().value).toBe('');
    expect(document.activeElement).toBe(input());
    expect(isLoaded()).toBe(false);

    // The retry (its load asked for again by the interactions above) succeeds.
    expect(requests).toBeGreaterThan(1);
    newGate();
    gate.open();
    await user.type(input(), 'bask');
    await waitFor(() => expect(isLoaded()).toBe(true));
    expect(input().value).toBe('bask');
    expect(optionNames()).toEqual(['Basketball']);
  });

  it('renders the Autocomplete directly once its code has loaded (later mounts)', async () => {
    const { user, unmount } = await setup('Tennis');
    await user.hover(input());
    gate.open();
    await waitFor(() => expect(isLoaded()).toBe(true));
    unmount();
    await setup('Rugby Union');
    expect(isLoaded()).toBe(true);
    expect(input().value).toBe('Rugby Union');
    expect(requests).toBe(1);
  });
});

describe('SearchHero', () => {
  it('starts loading the combobox code when the pointer or focus enters its form', async () => {
    const { SearchHero } = await import('./search-hero');
    const lookups = {
      status: 'success' as const,
      data: { orgTypes: ['School', 'Professional Club'], locations: ['Sydney', 'Melbourne'] },
      retry: () => {},
      update: () => {},
    };
    const user = userEvent.setup();
    render(<SearchHero lookups={lookups} />);
    await user.hover(screen.getByRole('heading', { name: MESSAGES.searchHeading }));
    expect(requests).toBe(0);
    // The pointer over the Role field (the form, not yet a combobox field) starts it.
    await user.hover(screen.getByRole('searchbox', { name: 'Role' }));
    await waitFor(() => expect(requests).toBe(1));
    gate.open();
    await waitFor(() =>
      expect(
        screen.getByRole('combobox', { name: 'Organisation Type' }).hasAttribute('data-state'),
      ).toBe(true),
    );
    expect(screen.getByRole('combobox', { name: 'Location' }).hasAttribute('data-state')).toBe(
      true,
    );
  });

  it('focus entering the form (the Role field) starts the load too', async () => {
    const { SearchHero } = await import('./search-hero');
    const lookups = {
      status: 'loading' as const,
      retry: () => {},
      update: () => {},
    };
    render(<SearchHero lookups={lookups} />);
    const user = userEvent.setup({ skipHover: true });
    await user.click(screen.getByRole('searchbox', { name: 'Role' }));
    await waitFor(() => expect(requests).toBe(1));
    gate.open();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Location' }).hasAttribute('data-state')).toBe(
        true,
      ),
    );
    // The Role field keeps the focus.
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Role' }));
  });
});
