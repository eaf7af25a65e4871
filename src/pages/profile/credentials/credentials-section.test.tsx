// /profile's Credentials section (issue 30): the list with each status as text and icon, add
// (the shared schema's field messages: a WWCC without state or number, an expiry before the
// issue date), edit, remove behind the alert dialog, the document upload (a refused type, in the
// browser and by the server), a 409 beyond 30, /profile#credentials landing on the heading, and
// axe in both themes. msw answers as the server does (tests/mocks/handlers/credentials.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { coachUser, db, recordRequests } from '../../../../tests/mocks';
import type { MockCredential } from '../../../../tests/mocks/db';
import { mockCoachToday } from '../../../../tests/mocks/handlers/credentials';
import { renderApp } from '../../../../tests/render';
import { MAX_CREDENTIALS } from '../../../shared/credentials';
import { MESSAGES } from '../../../shared/messages';
import { CREDENTIAL_ERRORS as CE, CREDENTIAL_LABELS as L } from '../../../shared/texts/credentials';
import { CREDENTIALS_UI as T } from '../../../shared/texts/credentials-ui';
import { addDays } from '../../../shared/zoned-time';
import { setTheme } from '../../../state/mode-actions';

const base: Omit<MockCredential, 'id' | 'type'> = {
  userId: coachUser.id,
  state: null,
  number: null,
  wwccType: null,
  level: null,
  sportType: null,
  name: null,
  issuedOn: null,
  expiresOn: null,
  fileId: null,
};

function seed(...list: (Partial<MockCredential> & Pick<MockCredential, 'type'>)[]) {
  list.forEach((c, i) => {
    db.credentials.push({ ...base, id: 700 + i, ...c } as MockCredential);
  });
}

const wwcc = (expiresOn: string) => ({
  type: 'WWCC' as const,
  state: 'New South Wales',
  number: 'WWC1234567E',
  wwccType: 'Employee' as const,
  expiresOn,
});

async function openSection() {
  const r = renderApp({ route: '/profile', user: 'coach' });
  const heading = await screen.findByRole(
    'heading',
    { level: 2, name: L.section },
    { timeout: 10_000 },
  );
  const section = heading.closest('section') as HTMLElement;
  await waitFor(() => expect(section.getAttribute('aria-busy')).toBeNull());
  return { ...r, section, heading };
}

const itemOf = (section: HTMLElement, title: string) =>
  within(section).getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;

afterEach(() => {
  window.history.replaceState(null, '', '/');
  setTheme('light');
});

describe('/profile: credentials', { timeout: 30_000 }, () => {
  it('lists each credential with its details and its status as text and icon', async () => {
    const today = mockCoachToday();
    seed(
      { ...wwcc(addDays(today, 400)), issuedOn: '2025-01-10' },
      { type: 'First aid', expiresOn: addDays(today, 23) },
      { type: 'CPR', expiresOn: addDays(today, -1) },
      { type: 'Police check', issuedOn: '2026-03-01' },
    );
    const { section } = await openSection();
    const list = within(section).getByRole('list', { name: T.listLabel });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);

    const check = itemOf(section, 'Working with Children Check');
    expect(within(check).getByText('New South Wales · WWC1234567E · Employee')).toBeTruthy();
    expect(within(check).getByText(/^Issued 10 Jan 2025 · Expires /)).toBeTruthy();
    const current = within(check).getByText('Current');
    expect(current.getAttribute('data-status')).toBe('current');
    expect(current.querySelector('svg[aria-hidden="true"]')).not.toBeNull();

    const firstAid = itemOf(section, 'First aid');
    expect(within(firstAid).getByText('Expires in 23 days').querySelector('svg')).not.toBeNull();
    expect(within(itemOf(section, 'CPR')).getByText('Expired')).toBeTruthy();
    const police = itemOf(section, 'National Police Check');
    expect(within(police).getByText(`Issued 1 Mar 2026 · ${T.noExpiry}`)).toBeTruthy();
    expect(within(police).getByText('Current')).toBeTruthy();
  });

  it('says when there are none', async () => {
    const { section } = await openSection();
    expect(within(section).getByText(T.empty)).toBeTruthy();
    expect(within(section).getByRole('button', { name: T.add })).toBeTruthy();
  });

  it('adds a WWCC: the field messages first, an expiry before the issue date, then saved', async () => {
    const posts = recordRequests('/api/user/credentials');
    const { section, user } = await openSection();
    await user.click(within(section).getByRole('button', { name: T.add }));
    const form = within(section).getByRole('form', { name: T.addTitle });
    expect(document.activeElement).toBe(within(form).getByRole('heading', { name: T.addTitle }));

    await user.selectOptions(within(form).getByRole('combobox', { name: L.type }), 'WWCC');
    await user.click(within(form).getByRole('button', { name: T.save }));
    const state = within(form).getByRole('combobox', { name: L.state });
    const number = within(form).getByRole('textbox', { name: L.number });
    expect(state.getAttribute('aria-invalid')).toBe('true');
    // Issuing state and Check for: 'Required field'.
    expect(within(form).getAllByText(MESSAGES.required)).toHaveLength(2);
    expect(within(form).getByText(CE.numberRequired)).toBeTruthy();
    expect(within(form).getByText(CE.expiryRequired)).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(state);

    await user.selectOptions(state, 'New South Wales');
    expect(within(form).getByText(T.cardExample('WWC1234567E'))).toBeTruthy();
    await user.type(number, 'wwc 123');
    await user.selectOptions(within(form).getByRole('combobox', { name: L.wwccType }), 'Volunteer');
    fireEvent.change(within(form).getByLabelText(T.optional(L.issuedOn)), {
      target: { value: '2026-02-01' },
    });
    fireEvent.change(within(form).getByLabelText(L.expiresOn), {
      target: { value: '2026-01-01' },
    });
    await user.click(within(form).getByRole('button', { name: T.save }));
    expect(within(form).getByText(CE.expiryBeforeIssue)).toBeTruthy();
    expect(within(form).getByText(CE.numberFormat('New South Wales', 'WWC1234567E'))).toBeTruthy();
    expect(posts.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(number, '4567v');
    const later = addDays(mockCoachToday(), 200);
    fireEvent.change(within(form).getByLabelText(L.expiresOn), { target: { value: later } });
    await user.click(within(form).getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.added)).toBeTruthy();
    await waitFor(() => expect(within(section).queryByRole('form')).toBeNull());
    expect(await posts.filter((r) => r.method === 'POST')[0].json()).toEqual({
      type: 'WWCC',
      state: 'New South Wales',
      number: 'wwc 1234567v',
      wwccType: 'Volunteer',
      issuedOn: '2026-02-01',
      expiresOn: later,
    });
    const item = await waitFor(() => itemOf(section, 'Working with Children Check'));
    expect(within(item).getByText('New South Wales · WWC1234567V · Volunteer')).toBeTruthy();
    expect(within(item).getByText('Current')).toBeTruthy();
    expect(db.credentials).toHaveLength(1);
    // Focus is back on Add.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(section).getByRole('button', { name: T.add })),
    );
  });

  it('adds an accreditation with its sport, and another credential by name', async () => {
    const { section, user } = await openSection();
    await user.click(within(section).getByRole('button', { name: T.add }));
    let form = within(section).getByRole('form', { name: T.addTitle });
    await user.selectOptions(
      within(form).getByRole('combobox', { name: L.type }),
      'Coaching accreditation',
    );
    await user.click(within(form).getByRole('button', { name: T.save }));
    expect(within(form).getByRole('combobox', { name: L.level }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    const sport = within(form).getByRole('combobox', { name: T.optional(L.sportType) });
    await user.type(sport, 'Crick');
    await user.click(await screen.findByRole('option', { name: 'Cricket' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: L.level }), 'Development');
    await user.click(within(form).getByRole('button', { name: T.save }));
    expect(
      await within(section).findByRole('heading', {
        level: 3,
        name: 'Coaching accreditation (Cricket, Development)',
      }),
    ).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: T.add }));
    form = within(section).getByRole('form', { name: T.addTitle });
    await user.selectOptions(within(form).getByRole('combobox', { name: L.type }), 'Other');
    await user.click(within(form).getByRole('button', { name: T.save }));
    expect(within(form).getByText(CE.nameRequired)).toBeTruthy();
    await user.type(within(form).getByRole('textbox', { name: L.name }), 'Lifeguard');
    await user.click(within(form).getByRole('button', { name: T.save }));
    expect(
      await within(section).findByRole('heading', { level: 3, name: 'Lifeguard' }),
    ).toBeTruthy();
  });

  it('edits a credential in place', async () => {
    const today = mockCoachToday();
    seed({ type: 'First aid', expiresOn: addDays(today, 10) });
    const puts = recordRequests('/api/user/credentials/700');
    const { section, user } = await openSection();
    const item = itemOf(section, 'First aid');
    expect(within(item).getByText('Expires in 10 days')).toBeTruthy();
    const edit = within(item).getByRole('button', { name: T.editLabel('First aid') });
    await user.click(edit);
    const form = within(item).getByRole('form', { name: T.editTitle('First aid') });
    const expires = within(form).getByLabelText(T.optional(L.expiresOn)) as HTMLInputElement;
    expect(expires.value).toBe(addDays(today, 10));
    const later = addDays(today, 300);
    fireEvent.change(expires, { target: { value: later } });
    await user.click(within(form).getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.updated)).toBeTruthy();
    await waitFor(() =>
      expect(within(itemOf(section, 'First aid')).getByText('Current')).toBeTruthy(),
    );
    expect(await puts.filter((r) => r.method === 'PUT')[0].json()).toEqual({
      type: 'First aid',
      expiresOn: later,
    });
    expect(db.credentials[0].expiresOn).toBe(later);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(itemOf(section, 'First aid')).getByRole('button', {
          name: T.editLabel('First aid'),
        }),
      ),
    );
  });

  it('removes a credential only once confirmed', async () => {
    seed({ type: 'CPR', expiresOn: '2030-01-01' });
    const { section, user } = await openSection();
    const remove = within(itemOf(section, 'CPR')).getByRole('button', {
      name: T.removeLabel('CPR'),
    });
    await user.click(remove);
    let dialog = await screen.findByRole('alertdialog', { name: T.removeTitle('CPR') });
    await user.click(within(dialog).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(db.credentials).toHaveLength(1);
    expect(document.activeElement).toBe(remove);

    await user.click(remove);
    dialog = await screen.findByRole('alertdialog', { name: T.removeTitle('CPR') });
    await user.click(within(dialog).getByRole('button', { name: T.remove }));
    expect(await screen.findByText(T.removed)).toBeTruthy();
    await waitFor(() => expect(within(section).getByText(T.empty)).toBeTruthy());
    expect(db.credentials).toHaveLength(0);
  });

  it('refuses a document that is not PDF, PNG or JPEG, in the browser and by its content', async () => {
    const uploads = recordRequests('/api/file/upload/credential');
    const { section, user } = await openSection();
    await user.click(within(section).getByRole('button', { name: T.add }));
    const form = within(section).getByRole('form', { name: T.addTitle });
    const input = within(form).getByLabelText(T.optional(L.document));
    const zone = input.parentElement as HTMLElement;
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['hello'], 'card.txt', { type: 'text/plain' })] },
    });
    let failure = await within(form).findByText(T.documentUploadFailed);
    let region = failure.closest('[role="alert"]') as HTMLElement;
    expect(region.textContent).toContain('“card.txt” is not a PDF, PNG or JPEG file.');
    expect(uploads).toHaveLength(0);

    // The right name but not a PDF inside: the server's 415.
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['GIF89a....'], 'card.pdf', { type: 'application/pdf' })] },
    });
    failure = await within(form).findByText(CE.unsupportedDocument, { exact: false });
    region = failure.closest('[role="alert"]') as HTMLElement;
    expect(region.textContent).toContain(T.documentUploadFailed);
    expect(uploads).toHaveLength(1);

    // A real PDF uploads and is saved with the credential, then offered for download.
    fireEvent.drop(zone, {
      dataTransfer: {
        files: [new File(['%PDF-1.4\n%%EOF\n'], 'aid.pdf', { type: 'application/pdf' })],
      },
    });
    expect(await within(form).findByText(T.documentUploaded)).toBeTruthy();
    await user.selectOptions(within(form).getByRole('combobox', { name: L.type }), 'First aid');
    await user.click(within(form).getByRole('button', { name: T.save }));
    const download = await within(section).findByRole('button', { name: T.download('aid.pdf') });
    expect(download).toBeTruthy();
    expect(db.credentials[0].fileId).toBeTypeOf('number');
  });

  it('keeps the document a credential had when a replacement is refused', async () => {
    db.files.push({
      id: 900,
      userId: coachUser.id,
      kind: 'credential',
      fileName: 'cpr.pdf',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    seed({ type: 'CPR', expiresOn: '2030-01-01', fileId: 900 });
    const puts = recordRequests('/api/user/credentials/700');
    const { section, user } = await openSection();
    const item = itemOf(section, 'CPR');
    expect(within(item).getByRole('button', { name: T.download('cpr.pdf') })).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: T.editLabel('CPR') }));
    const form = within(item).getByRole('form', { name: T.editTitle('CPR') });
    const zone = within(form).getByLabelText(T.optional(L.document)).parentElement as HTMLElement;
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['hello'], 'card.txt', { type: 'text/plain' })] },
    });
    await within(form).findByText(T.documentUploadFailed);
    await user.click(within(form).getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.updated)).toBeTruthy();
    expect(await puts.filter((r) => r.method === 'PUT')[0].json()).toMatchObject({ fileId: 900 });
    expect(db.credentials[0].fileId).toBe(900);
  });

  it('shows a refusal beyond 30 credentials', async () => {
    seed(...Array.from({ length: MAX_CREDENTIALS }, () => ({ type: 'CPR' as const })));
    const { section, user } = await openSection();
    await user.click(within(section).getByRole('button', { name: T.add }));
    const form = within(section).getByRole('form', { name: T.addTitle });
    await user.selectOptions(within(form).getByRole('combobox', { name: L.type }), 'First aid');
    await user.click(within(form).getByRole('button', { name: T.save }));
    const message = await within(form).findByText(CE.tooMany(MAX_CREDENTIALS));
    expect(message.closest('[role="alert"]')).not.toBeNull();
  });

  it('/profile#credentials puts the keyboard on the section heading', async () => {
    window.history.replaceState(null, '', '/profile#credentials');
    const { heading } = await openSection();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.closest('section')?.id).toBe('credentials');
  });

  it('passes axe with the list and the form, in light and dark', async () => {
    seed(wwcc('2030-01-01'), { type: 'CPR', expiresOn: '2020-01-01' });
    const { section, user } = await openSection();
    await user.click(within(section).getByRole('button', { name: T.add }));
    await user.selectOptions(within(section).getByRole('combobox', { name: L.type }), 'WWCC');
    await user.click(within(section).getByRole('button', { name: T.save }));
    for (const theme of ['light', 'dark'] as const) {
      setTheme(theme);
      await waitFor(() => expect(document.documentElement.dataset.theme).toBe(theme));
      const result = await axe.run(section, { rules: { 'color-contrast': { enabled: false } } });
      expect(result.passes.length).toBeGreaterThan(5);
      expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    }
    await user.click(within(section).getByRole('button', { name: T.cancel }));
    await user.click(
      within(itemOf(section, 'CPR')).getByRole('button', { name: T.removeLabel('CPR') }),
    );
    const dialog = await screen.findByRole('alertdialog');
    for (const theme of ['light', 'dark'] as const) {
      setTheme(theme);
      const result = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
      expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    }
  });
});
