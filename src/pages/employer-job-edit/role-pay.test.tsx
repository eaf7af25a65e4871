// The role form's pay (issue 28): pay from, pay to, per and plus super, the salary text that
// may then be left empty (its hint shows what coaches will see), the field messages, and an
// existing role's pay.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jobs, orgUser, recordRequests } from '../../../tests/mocks';
import { employerMockState } from '../../../tests/mocks/handlers/employer';
import { renderApp } from '../../../tests/render';
import { MESSAGES } from '../../shared/messages';
import { PAY_ERRORS as E, PAY_FORM_TEXTS as P } from '../../shared/texts/pay';

vi.setConfig({ testTimeout: 30_000 });
const wait = { timeout: 15_000 };

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** The message under a field, found through its aria-describedby. */
function messageOf(el: HTMLElement): string {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const error = ids.find((id) => id.endsWith('-error'));
  return error ? (document.getElementById(error)?.textContent ?? '') : '';
}

function type(el: HTMLInputElement | HTMLSelectElement, value: string) {
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
}

describe('the role form: pay', () => {
  it('names every pay control in its own group', async () => {
    renderApp({ route: '/employer/jobs/new', user: 'org' });
    await screen.findByRole('textbox', { name: 'Role title' }, wait);
    // The amounts' group, the one group of that name (the kind of pay is named apart: issue 29).
    const group = screen.getByRole('group', { name: P.legend });
    expect(within(group).getByRole('textbox', { name: P.payMin })).toBeTruthy();
    expect(within(group).getByRole('textbox', { name: P.payMax })).toBeTruthy();
    const per = within(group).getByRole('combobox', { name: P.payPeriod }) as HTMLSelectElement;
    expect([...per.options].map((o) => o.textContent)).toEqual([
      P.choosePeriod,
      'hour',
      'day',
      'week',
      'month',
      'year',
    ]);
    expect(within(group).getByRole('checkbox', { name: P.plusSuper })).toBeTruthy();
    const salary = within(group).getByRole('textbox', { name: P.salary });
    expect((salary as HTMLInputElement).required).toBe(false);
  });

  it('checks the amounts, the period and the range, each under its field', async () => {
    renderApp({ route: '/employer/jobs/new', user: 'org' });
    await screen.findByRole('textbox', { name: 'Role title' }, wait);
    const from = input(P.payMin);
    const to = input(P.payMax);
    const per = input(P.payPeriod) as unknown as HTMLSelectElement;
    // No salary and no amount: the salary is required, as before.
    type(input(P.salary), '');
    await waitFor(() => expect(messageOf(input(P.salary))).toBe(MESSAGES.required));

    type(from, '35.50');
    await waitFor(() => expect(messageOf(from)).toBe(E.wholeDollars));
    expect(from.getAttribute('aria-invalid')).toBe('true');
    type(from, '45');
    await waitFor(() => expect(messageOf(from)).toBe(''));
    // An amount settles the salary's message, and asks for a period.
    await waitFor(() => expect(messageOf(input(P.salary))).toBe(''));
    type(per, '');
    await waitFor(() => expect(messageOf(per)).toBe(E.choosePeriod));
    type(per, 'HOUR');
    await waitFor(() => expect(messageOf(per)).toBe(''));
    type(to, '35');
    await waitFor(() => expect(messageOf(to)).toBe(E.maxBelowMin));
    type(from, '30');
    await waitFor(() => expect(messageOf(to)).toBe(''));
  });

  it('posts the structured pay with an empty salary, showing the text coaches will see', async () => {
    const posts = recordRequests('/api/org/jobs');
    const { user } = renderApp({ route: '/employer/jobs/new', user: 'org' });
    await screen.findByRole('textbox', { name: 'Role title' }, wait);
    type(input(P.payMin), '85,000');
    type(input(P.payMax), '$95000');
    await user.selectOptions(screen.getByRole('combobox', { name: P.payPeriod }), 'YEAR');
    await user.click(screen.getByRole('checkbox', { name: P.plusSuper }));
    const shown = P.salaryHint('$85,000 - $95,000 + super');
    expect(await screen.findByText(shown)).toBeTruthy();
    // The hint describes the salary field.
    const hintId = screen.getByText(shown).id;
    expect(input(P.salary).getAttribute('aria-describedby')).toContain(hintId);

    // The other fields are left empty: the submit is refused before any request, but the pay's
    // own fields show no message.
    await user.click(screen.getByRole('button', { name: 'Post role' }));
    expect(posts).toHaveLength(0);
    for (const label of [P.payMin, P.payMax, P.salary]) expect(messageOf(input(label))).toBe('');
  });

  it("shows an existing role's pay, its salary empty when written from the pay, and saves it", async () => {
    const job = jobs.filter((j) => j.org_id === orgUser.orgId && j.payPeriod === 'YEAR')[0];
    const stored = employerMockState().jobs.find((j) => j.id === job.id);
    if (!stored) throw new Error('no role');
    Object.assign(stored, {
      payMin: 35,
      payMax: 45,
      payPeriod: 'HOUR',
      plusSuper: false,
      salary: '$35 - $45 per hour',
    });
    const puts = recordRequests(`/api/org/jobs/${job.id}`);
    const { user } = renderApp({ route: `/employer/jobs/${job.id}`, user: 'org' });
    await screen.findByRole('textbox', { name: 'Role title' }, wait);
    await waitFor(() => expect(input(P.payMin).value).toBe('35'));
    expect(input(P.payMax).value).toBe('45');
    expect((input(P.payPeriod) as unknown as HTMLSelectElement).value).toBe('HOUR');
    expect(input(P.salary).value).toBe('');
    type(input(P.payMax), '50');
    expect(await screen.findByText(P.salaryHint('$35 - $50 per hour'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts.some((r) => r.method === 'PUT')).toBe(true));
    const body = await puts.find((r) => r.method === 'PUT')?.json();
    expect(body).toMatchObject({
      salary: '',
      payMin: 35,
      payMax: 50,
      payPeriod: 'HOUR',
      plusSuper: false,
    });
    await waitFor(() =>
      expect(employerMockState().jobs.find((j) => j.id === job.id)?.salary).toBe(
        '$35 - $50 per hour',
      ),
    );
  });
});
