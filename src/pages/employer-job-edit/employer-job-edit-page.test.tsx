import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jobs, orgUser, recordRequests } from '../../../tests/mocks';
import { employerMockState } from '../../../tests/mocks/handlers/employer';
import { renderApp } from '../../../tests/render';
import { todayIn } from '../../components/employer/role-lifecycle/role-dates';
import { SUCCESS_DELAY_MS } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import { EMPLOYER_TEXTS as T } from '../../shared/texts/employer';
import { CLOSED_REASON_BADGE, ORG_LIFECYCLE_TEXTS as L } from '../../shared/texts/lifecycle';
import { PAY_FORM_TEXTS as P } from '../../shared/texts/pay';
import { addDays } from '../../shared/zoned-time';

// Typing into many fields is slow on a busy machine.
vi.setConfig({ testTimeout: 45_000 });

const own = jobs.filter((j) => j.org_id === orgUser.orgId);
const wait = { timeout: 15_000 };
type Ue = ReturnType<typeof renderApp>['user'];

const editor = (name: string) => screen.getByRole('textbox', { name });

async function typeRich(user: Ue, name: string, text: string) {
  const el = editor(name);
  await user.click(el);
  await user.keyboard(text);
}

async function choose(user: Ue, label: string, option: string) {
  const input = screen.getByRole('combobox', { name: label });
  await user.click(input);
  await user.type(input, option.slice(0, 3));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('/employer/jobs/new', () => {
  it('validates every required field, then posts the role and returns to /employer', async () => {
    const posts = recordRequests('/api/org/jobs');
    const { user, location } = renderApp({ route: '/employer/jobs/new', user: 'org' });
    expect(
      await screen.findByRole('heading', { level: 1, name: T.newRoleTitle }, wait),
    ).toBeTruthy();
    await screen.findByRole('textbox', { name: 'Role title' }, wait);
    // The title is set by an effect after the page commits.
    await waitFor(() => expect(document.title).toContain(T.newRoleTitle));

    await user.click(screen.getByRole('button', { name: 'Post role' }));
    for (const name of ['Role title', 'Minimum level', 'Categories', P.salary]) {
      expect(screen.getByRole('textbox', { name }).getAttribute('aria-invalid')).toBe('true');
    }
    for (const name of ['Description', MESSAGES.aboutTheRole, 'Mandatory skills']) {
      expect(editor(name).getAttribute('aria-invalid')).toBe('true');
    }
    expect(screen.getAllByText(MESSAGES.required).length).toBeGreaterThanOrEqual(9);
    expect(posts).toHaveLength(0);
    // Focus moved to the first invalid field.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Role title' }));

    await user.type(screen.getByRole('textbox', { name: 'Role title' }), 'Head Coach');
    await choose(user, 'City', 'Sydney');
    await user.type(screen.getByRole('textbox', { name: 'Minimum level' }), 'Level 2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role type' }), 'Full-time');
    await user.type(screen.getByRole('textbox', { name: 'Categories' }), 'Football');
    await user.type(screen.getByRole('textbox', { name: P.salary }), '$90k');
    // The coaching context's required fields (issue 29; role-context.test.tsx has the rest).
    await choose(user, 'Sport', 'Football');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Professional');
    await user.click(screen.getByRole('radio', { name: 'Paid' }));
    await typeRich(user, 'Description', 'Lead our senior squad');
    await typeRich(user, MESSAGES.aboutTheRole, 'Three sessions a week');
    await typeRich(user, 'Mandatory skills', 'Accreditation');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Post role' }));
    expect(await screen.findByText(T.rolePosted)).toBeTruthy();
    expect(posts).toHaveLength(1);
    const body = await posts[0].json();
    expect(body).toMatchObject({
      name: 'Head Coach',
      city: 'Sydney',
      minLevel: 'Level 2',
      role_type: 'Full-time',
      categories: 'Football',
      salary: '$90k',
      sportType: 'Football',
      level: 'Professional',
      pay: 'Paid',
    });
    expect(body.description).toContain('Lead our senior squad');
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_DELAY_MS));
    await waitFor(() => expect(location.pathname).toBe('/employer'));
    expect(employerMockState().jobs.some((j) => j.name === 'Head Coach')).toBe(true);
  });
});

describe('/employer/jobs/{id}', () => {
  it('loads the role, saves changes, previews it and closes / reopens it', async () => {
    const job = own[0];
    const puts = recordRequests(`/api/org/jobs/${job.id}`);
    const { user } = renderApp({ route: `/employer/jobs/${job.id}`, user: 'org' });
    const title = (await screen.findByRole(
      'textbox',
      { name: 'Role title' },
      wait,
    )) as HTMLInputElement;
    expect(title.value).toBe(job.name);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(job.name),
    );
    await waitFor(() => expect(editor('Description').innerHTML).toContain('<strong>'));

    await user.clear(title);
    await user.type(title, 'Senior Football Coach');

    // Preview: exactly the coach's view of the role.
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const panel = screen.getByRole('tabpanel', { name: 'Preview' });
    expect(within(panel).getByRole('heading', { name: 'Senior Football Coach' })).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: MESSAGES.aboutTheRole })).toBeTruthy();
    expect(within(panel).getByText('Plan sessions')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Edit' }));

    // Close (issue 27: as withdrawn, through its dialog) and reopen with a new closing date.
    await user.click(screen.getByRole('button', { name: L.actionsFor(job.name) }));
    await user.click(screen.getByRole('menuitem', { name: L.closeWithdrawn }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: L.confirmClose }),
    );
    expect(await screen.findByText(T.roleClosed)).toBeTruthy();
    expect(await screen.findByRole('button', { name: L.reopenFor(job.name) }, wait)).toBeTruthy();
    expect(screen.getByText(CLOSED_REASON_BADGE.withdrawn)).toBeTruthy();
    expect(employerMockState().jobs.find((j) => j.id === job.id)?.open).toBe(false);
    await user.click(screen.getByRole('button', { name: L.reopenFor(job.name) }));
    const reopen = screen.getByRole('dialog', { name: L.reopenTitle(job.name) });
    fireEvent.change(within(reopen).getByLabelText(L.newClosingDate), {
      target: { value: addDays(todayIn(''), 20) },
    });
    await user.click(within(reopen).getByRole('button', { name: L.confirmReopen }));
    // The snackbar shows it once the one before has gone.
    expect(await screen.findByText(T.roleReopened, {}, wait)).toBeTruthy();
    expect(await screen.findByRole('button', { name: L.actionsFor(job.name) }, wait)).toBeTruthy();
    // The badge (the role's age group may be 'Open' too: issue 29).
    expect(screen.getByText(T.open, { selector: '[data-state]' })).toBeTruthy();
    expect(employerMockState().jobs.find((j) => j.id === job.id)?.open).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts.some((r) => r.method === 'PUT')).toBe(true));
    const put = puts.find((r) => r.method === 'PUT');
    expect((await put?.json())?.name).toBe('Senior Football Coach');
    expect(employerMockState().jobs.find((j) => j.id === job.id)?.name).toBe(
      'Senior Football Coach',
    );
  });

  it("another organisation's role is not found", async () => {
    const other = jobs.find((j) => j.org_id !== orgUser.orgId);
    renderApp({ route: `/employer/jobs/${other?.id}`, user: 'org' });
    expect(await screen.findByText('Job not found.', {}, wait)).toBeTruthy();
  });
});

describe('rich-text editor', () => {
  it('is an APG toolbar with pressed state, shortcuts, links and a cleaned paste', async () => {
    const { user } = renderApp({ route: '/employer/jobs/new', user: 'org' });
    await screen.findByRole('textbox', { name: 'Description' }, wait);
    const toolbar = screen.getByRole('toolbar', { name: 'Description formatting' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Bold',
      'Italic',
      'Bulleted list',
      'Numbered list',
      'Link',
    ]);
    expect(buttons.map((b) => b.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    buttons[0].focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(buttons[1]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(buttons[4]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(buttons[0]);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(buttons[4]);
    expect(buttons[4].tabIndex).toBe(0);

    const box = editor('Description');
    expect(box.getAttribute('aria-multiline')).toBe('true');
    await user.click(box);
    await user.keyboard('Coach');
    // Select the word and make it bold with Ctrl+B.
    const range = document.createRange();
    range.selectNodeContents(box.firstChild as Node);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
    await user.keyboard('{Control>}b{/Control}');
    expect(box.innerHTML).toContain('<strong>Coach</strong>');
    const inBold = document.createRange();
    inBold.selectNodeContents(box.querySelector('strong') as Node);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(inBold);
    fireEvent(document, new Event('selectionchange'));
    await waitFor(() => expect(buttons[0].getAttribute('aria-pressed')).toBe('true'));

    // Paste: only the allowlist survives.
    const paste = new Event('paste', { bubbles: true, cancelable: true }) as Event & {
      clipboardData: unknown;
    };
    paste.clipboardData = {
      getData: (type: string) =>
        type === 'text/html'
          ? '<p style="color:red" onclick="x()">Hi <em>there</em><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">bad</a></p>'
          : 'Hi there',
    };
    box.focus();
    fireEvent(box, paste);
    expect(box.innerHTML).toContain('<em>there</em>');
    expect(box.innerHTML).not.toMatch(/script|onerror|onclick|style=|javascript:|<img/);

    // A link from the Link button.
    const r2 = document.createRange();
    r2.selectNodeContents(box.querySelector('em') as Node);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(r2);
    await user.click(buttons[4]);
    const address = screen.getByRole('textbox', { name: 'Link address' });
    await user.clear(address);
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(screen.getByText('Enter a web address starting with http:// or https://')).toBeTruthy();
    await user.clear(address);
    await user.type(address, 'https://club.example/{Enter}');
    expect(box.querySelector('a')?.getAttribute('href')).toBe('https://club.example/');
  });
});
