// The role form's coaching context (issue 29): every control named in its group, the required
// sport, level and pay of a new role, a time without a day refused, the values posted and
// stored, and an existing role's values loaded (an older role's none, and saved without them).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { jobs, orgUser, recordRequests } from '../../../tests/mocks';
import { employerMockState } from '../../../tests/mocks/handlers/employer';
import { renderApp } from '../../../tests/render';
import { SUCCESS_DELAY_MS } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import { COACHING_ERRORS as CE } from '../../shared/texts/coaching-errors';
import { COACHING_FORM_TEXTS as C } from '../../shared/texts/coaching-form';
import { EMPLOYER_TEXTS as T } from '../../shared/texts/employer';
import { PAY_FORM_TEXTS as P } from '../../shared/texts/pay';
import { removeTagLabel } from '../../shared/texts/ui';

vi.setConfig({ testTimeout: 45_000 });
const wait = { timeout: 15_000 };
type Ue = ReturnType<typeof renderApp>['user'];

const context = () => screen.getByRole('group', { name: C.legend });
const inContext = (role: string, name: string) => within(context()).getByRole(role, { name });
const group = (name: string) => within(context()).getByRole('group', { name });

/** The messages describing an element (its aria-describedby's '-error' parts). */
function messageOf(el: HTMLElement): string {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

async function chooseSport(user: Ue, sport: string) {
  const input = inContext('combobox', 'Sport');
  await user.click(input);
  await user.type(input, sport.slice(0, 4));
  await user.click(await screen.findByRole('option', { name: sport }));
}

/** Fills the role's other required fields (not the coaching context). */
async function fillTheRest(user: Ue) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Role title' }), {
    target: { value: 'Netball Coach' },
  });
  const city = screen.getByRole('combobox', { name: 'City' });
  await user.click(city);
  await user.type(city, 'Syd');
  await user.click(await screen.findByRole('option', { name: 'Sydney' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Minimum level' }), {
    target: { value: 'Level 1' },
  });
  fireEvent.change(screen.getByRole('combobox', { name: 'Role type' }), {
    target: { value: 'Part-time' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'Categories' }), {
    target: { value: 'Netball' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: P.salary }), {
    target: { value: 'Volunteer' },
  });
  for (const name of ['Description', MESSAGES.aboutTheRole, 'Mandatory skills']) {
    await user.click(screen.getByRole('textbox', { name }));
    await user.keyboard('Coach the under 12s');
  }
}

describe('the role form: coaching context', () => {
  it('names every control in its group, marks the required ones and passes axe', async () => {
    renderApp({ route: '/employer/jobs/new', user: 'org' });
    await screen.findByRole('textbox', { name: 'Role title' }, wait);
    const sport = inContext('combobox', 'Sport');
    expect(sport.getAttribute('aria-required')).toBe('true');
    await waitFor(() => expect(inContext('combobox', 'Age groups')).toBeTruthy());
    const gender = inContext('combobox', 'Gender') as HTMLSelectElement;
    expect([...gender.options].map((o) => o.textContent)).toEqual([
      C.anyGender,
      'Boys / Men',
      'Girls / Women',
      'Mixed',
    ]);
    expect(gender.required).toBe(false);
    const level = inContext('combobox', 'Level') as HTMLSelectElement;
    expect(level.required).toBe(true);
    expect([...level.options].map((o) => o.value)).toEqual([
      '',
      'Community',
      'School',
      'Representative',
      'State league',
      'National league',
      'Professional',
    ]);
    const pay = within(group('Paid or volunteer')).getAllByRole('radio') as HTMLInputElement[];
    expect(pay.map((r) => r.labels?.[0]?.textContent)).toEqual(['Paid', 'Honorarium', 'Volunteer']);
    expect(pay.every((r) => r.required)).toBe(true);
    // The days are named in words, shown short.
    const days = within(group('Training days')).getAllByRole('checkbox');
    expect(days.map((d) => d.getAttribute('aria-label'))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(within(group('Training days')).getByRole('checkbox', { name: 'Monday' })).toBeTruthy();
    expect(within(group('Training days')).getByText('Mon')).toBeTruthy();
    const times = within(group('Times')).getAllByRole('checkbox');
    expect(times.map((t) => t.closest('label')?.textContent)).toEqual([
      'Mornings',
      'Daytime',
      'Evenings',
    ]);
    // The group says which fields are required.
    expect(context().getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(context().getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(C.intro);

    const result = await axe.run(context(), { rules: { 'color-contrast': { enabled: false } } });
    expect(result.passes.length).toBeGreaterThan(5);
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('asks for sport, level and pay, and for days when a time is chosen', async () => {
    const posts = recordRequests('/api/org/jobs');
    const { user } = renderApp({ route: '/employer/jobs/new', user: 'org' });
    await screen.findByRole('textbox', { name: 'Role title' }, wait);
    await user.click(within(group('Times')).getByRole('checkbox', { name: 'Evenings' }));
    await user.click(screen.getByRole('button', { name: 'Post role' }));
    expect(posts).toHaveLength(0);
    await waitFor(() => expect(messageOf(inContext('combobox', 'Sport'))).toBe(MESSAGES.required));
    expect(inContext('combobox', 'Sport').getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(inContext('combobox', 'Level'))).toBe(MESSAGES.required);
    // The pay's message describes the group and each radio.
    expect(messageOf(group('Paid or volunteer'))).toBe(MESSAGES.required);
    const paid = within(group('Paid or volunteer')).getByRole('radio', { name: 'Paid' });
    expect(messageOf(paid)).toBe(MESSAGES.required);
    expect(paid.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(group('Times'))).toBe(CE.timesWithoutDays);
    const evenings = within(group('Times')).getByRole('checkbox', { name: 'Evenings' });
    expect(evenings.getAttribute('aria-invalid')).toBe('true');

    // Each message goes as it is answered.
    await chooseSport(user, 'Netball');
    await waitFor(() => expect(messageOf(inContext('combobox', 'Sport'))).toBe(''));
    await user.selectOptions(inContext('combobox', 'Level'), 'Community');
    await waitFor(() => expect(messageOf(inContext('combobox', 'Level'))).toBe(''));
    await user.click(within(group('Paid or volunteer')).getByRole('radio', { name: 'Volunteer' }));
    await waitFor(() => expect(messageOf(group('Paid or volunteer'))).toBe(''));
    await user.click(within(group('Training days')).getByRole('checkbox', { name: 'Tuesday' }));
    await waitFor(() => expect(messageOf(group('Times'))).toBe(''));
    expect(evenings.getAttribute('aria-invalid')).toBeNull();
  });

  it('moves focus to the Sport box when the sport is the first field missing', async () => {
    const posts = recordRequests('/api/org/jobs');
    const { user } = renderApp({ route: '/employer/jobs/new', user: 'org' });
    await screen.findByRole('textbox', { name: 'Role title' }, wait);
    await fillTheRest(user);
    await user.selectOptions(inContext('combobox', 'Level'), 'School');
    await user.click(within(group('Paid or volunteer')).getByRole('radio', { name: 'Honorarium' }));
    await user.click(screen.getByRole('button', { name: 'Post role' }));
    await waitFor(() => expect(document.activeElement).toBe(inContext('combobox', 'Sport')));
    expect(messageOf(inContext('combobox', 'Sport'))).toBe(MESSAGES.required);
    expect(posts).toHaveLength(0);
  });

  it('posts the chosen context, in the lists order, and the mock API stores it', async () => {
    const posts = recordRequests('/api/org/jobs');
    const { user, location } = renderApp({ route: '/employer/jobs/new', user: 'org' });
    await screen.findByRole('textbox', { name: 'Role title' }, wait);
    await fillTheRest(user);
    await chooseSport(user, 'Netball');
    // Age groups: chosen out of order, sent in the list's.
    const ages = inContext('combobox', 'Age groups');
    await user.click(ages);
    await user.click(await screen.findByRole('option', { name: 'Under 14' }));
    await user.click(screen.getByRole('option', { name: 'Under 12' }));
    await user.click(screen.getByRole('option', { name: 'Under 13' }));
    await user.keyboard('{Escape}');
    await user.selectOptions(inContext('combobox', 'Gender'), 'Girls / Women');
    await user.selectOptions(inContext('combobox', 'Level'), 'Community');
    // The pay from the keyboard: Tab to the group, arrows move the choice (native radios).
    within(group('Paid or volunteer')).getByRole('radio', { name: 'Paid' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(
      (
        within(group('Paid or volunteer')).getByRole('radio', {
          name: 'Volunteer',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    for (const day of ['Thursday', 'Tuesday']) {
      await user.click(within(group('Training days')).getByRole('checkbox', { name: day }));
    }
    await user.click(within(group('Times')).getByRole('checkbox', { name: 'Evenings' }));

    // The preview shows it as coaches will see it.
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const panel = screen.getByRole('tabpanel', { name: 'Preview' });
    expect(within(panel).getByText('Under 12 to Under 14')).toBeTruthy();
    expect(within(panel).getByText('Tuesday and Thursday, evenings')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Edit' }));

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Post role' }));
      expect(await screen.findByText(T.rolePosted)).toBeTruthy();
      expect(posts).toHaveLength(1);
      expect(await posts[0].json()).toMatchObject({
        sportType: 'Netball',
        ageGroups: ['Under 12', 'Under 13', 'Under 14'],
        gender: 'Girls / Women',
        level: 'Community',
        pay: 'Volunteer',
        days: ['Tue', 'Thu'],
        times: ['Evenings'],
      });
      await act(() => vi.advanceTimersByTimeAsync(SUCCESS_DELAY_MS));
      await waitFor(() => expect(location.pathname).toBe('/employer'));
    } finally {
      vi.useRealTimers();
    }
    expect(employerMockState().jobs.find((j) => j.name === 'Netball Coach')).toMatchObject({
      sportType: 'Netball',
      ageGroups: ['Under 12', 'Under 13', 'Under 14'],
      gender: 'Girls / Women',
      level: 'Community',
      pay: 'Volunteer',
      days: ['Tue', 'Thu'],
      times: ['Evenings'],
    });
  });

  it("loads an existing role's context, and saves a change", async () => {
    const role = employerMockState().jobs.find((j) => j.org_id === orgUser.orgId && j.open);
    if (!role) throw new Error('no role');
    Object.assign(role, {
      sportType: 'Cricket',
      ageGroups: ['Under 10', 'Under 11'],
      gender: 'Mixed',
      level: 'Representative',
      pay: 'Honorarium',
      days: ['Sat'],
      times: ['Mornings'],
    });
    const puts = recordRequests(`/api/org/jobs/${role.id}`);
    const { user } = renderApp({ route: `/employer/jobs/${role.id}`, user: 'org' });
    await screen.findByRole('textbox', { name: 'Role title' }, wait);
    await waitFor(() =>
      expect((inContext('combobox', 'Sport') as HTMLInputElement).value).toBe('Cricket'),
    );
    for (const age of ['Under 10', 'Under 11']) {
      expect(within(context()).getByRole('button', { name: removeTagLabel(age) })).toBeTruthy();
    }
    expect((inContext('combobox', 'Gender') as HTMLSelectElement).value).toBe('Mixed');
    expect((inContext('combobox', 'Level') as HTMLSelectElement).value).toBe('Representative');
    const radio = (name: string) =>
      within(group('Paid or volunteer')).getByRole('radio', { name }) as HTMLInputElement;
    expect(radio('Honorarium').checked).toBe(true);
    const box = (g: string, name: string) =>
      within(group(g)).getByRole('checkbox', { name }) as HTMLInputElement;
    expect(box('Training days', 'Saturday').checked).toBe(true);
    expect(box('Training days', 'Sunday').checked).toBe(false);
    expect(box('Times', 'Mornings').checked).toBe(true);
    // What it has stays required.
    expect(inContext('combobox', 'Sport').getAttribute('aria-required')).toBe('true');

    await user.click(radio('Paid'));
    await user.click(box('Training days', 'Sunday'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts.some((r) => r.method === 'PUT')).toBe(true));
    expect(await puts.find((r) => r.method === 'PUT')?.json()).toMatchObject({
      sportType: 'Cricket',
      ageGroups: ['Under 10', 'Under 11'],
      gender: 'Mixed',
      level: 'Representative',
      pay: 'Paid',
      days: ['Sat', 'Sun'],
      times: ['Mornings'],
    });
    await waitFor(() => expect(role.pay).toBe('Paid'));
    expect(role.days).toEqual(['Sat', 'Sun']);
  });

  it('an older role without a context loads empty, asks for none of it, and saves', async () => {
    const old = jobs.find((j) => j.org_id === orgUser.orgId && j.open !== false);
    const role = employerMockState().jobs.find((j) => j.id === old?.id);
    if (!role) throw new Error('no role');
    Object.assign(role, {
      sportType: null,
      ageGroups: [],
      gender: null,
      level: null,
      pay: null,
      days: [],
      times: [],
    });
    const puts = recordRequests(`/api/org/jobs/${role.id}`);
    const { user } = renderApp({ route: `/employer/jobs/${role.id}`, user: 'org' });
    const title = (await screen.findByRole(
      'textbox',
      { name: 'Role title' },
      wait,
    )) as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe(role.name));
    expect((inContext('combobox', 'Sport') as HTMLInputElement).value).toBe('');
    expect(inContext('combobox', 'Sport').getAttribute('aria-required')).toBeNull();
    expect((inContext('combobox', 'Level') as HTMLSelectElement).required).toBe(false);
    expect(
      within(group('Paid or volunteer'))
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts.some((r) => r.method === 'PUT')).toBe(true));
    const body = await puts.find((r) => r.method === 'PUT')?.json();
    expect(body.sportType).toBeUndefined();
    expect(body.level).toBeUndefined();
    expect(body.pay).toBeUndefined();
    expect(body).toMatchObject({ ageGroups: [], gender: null, days: [], times: [] });
    await waitFor(() => expect(role.name).toBe(title.value));
    expect(role.sportType).toBeNull();
  });
});
