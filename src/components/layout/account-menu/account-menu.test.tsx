// The account menu's own-file downloads (issue 6): a coach's latest resume and cover letter.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { coachUser, db, mockError, recordRequests, server } from '../../../../tests/mocks';
import { renderApp } from '../../../../tests/render';
import { ACCOUNT_TEXTS } from '../../../shared/texts/account';

vi.mock('../../../pages/landing/landing-page', () =>
  import('../../../../tests/page-stub').then((m) => m.stubPage('Landing')),
);

const BASE_COACH_ITEMS = ['Profile', 'Change password', 'Jobs applied', 'Saved jobs', 'Job alerts'];

/** Counts answered calls to GET /api/file/mine, so a test knows the menu's load is over. */
function answeredMine() {
  const answered: number[] = [];
  server.events.on('response:mocked', ({ request, response }) => {
    if (new URL(request.url).pathname === '/api/file/mine') answered.push(response.status);
  });
  return answered;
}

const itemNames = () => screen.getAllByRole('menuitem').map((i) => i.textContent);

/** Spies on the temporary link a save clicks; returns the clicked links and created blobs. */
function captureSaves() {
  const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:mock');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });
  return { clicked, blobs: () => created.mock.calls.map((c) => c[0] as Blob) };
}

function addFile(kind: 'resume' | 'cv', fileName: string, id: number) {
  db.files.push({ id, userId: coachUser.id, kind, fileName, createdAt: new Date().toISOString() });
}

async function openMenu(user: ReturnType<typeof renderApp>['user']) {
  const trigger = await screen.findByRole('button', { name: 'Account menu for Casey Morgan' });
  await user.click(trigger);
  return trigger;
}

describe('account menu downloads', () => {
  it("offers the coach's latest resume and cover letter by name", async () => {
    addFile('resume', 'Casey CV 2027.pdf', 300);
    const { user } = renderApp({ route: '/landing', user: 'coach' });
    await openMenu(user);
    await waitFor(() =>
      expect(itemNames()).toEqual([
        ...BASE_COACH_ITEMS,
        'Download resume (Casey CV 2027.pdf)',
        'Download cover letter (cover-letter.pdf)',
        'Account',
        'Logout',
      ]),
    );
  });

  it('has no download items when the coach has uploaded nothing', async () => {
    db.files.length = 0;
    const answered = answeredMine();
    const { user } = renderApp({ route: '/landing', user: 'coach' });
    // Both loads (on mount, then on open) answered: nothing to download.
    await waitFor(() => expect(answered).toEqual([200]));
    await openMenu(user);
    await waitFor(() => expect(answered).toEqual([200, 200]));
    await new Promise((r) => setTimeout(r, 20));
    expect(itemNames()).toEqual([...BASE_COACH_ITEMS, 'Account', 'Logout']);
  });

  it('never asks an organisation user for files and shows them no downloads', async () => {
    const calls = recordRequests('/api/file/mine');
    const { user } = renderApp({ route: '/landing', user: 'org' });
    await user.click(await screen.findByRole('button', { name: 'Account menu for Olivia Nguyen' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(itemNames()).toEqual(['Employer dashboard', 'Account', 'Logout']);
    expect(calls).toHaveLength(0);
  });

  it('downloads the resume with the bearer token and saves it, by keyboard', async () => {
    const downloads = recordRequests('/api/file/1');
    const saves = captureSaves();
    const { user } = renderApp({ route: '/landing', user: 'coach' });
    const trigger = await screen.findByRole('button', { name: 'Account menu for Casey Morgan' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const item = await screen.findByRole('menuitem', {
      name: ACCOUNT_TEXTS.downloadResume('resume.pdf'),
    });
    // Arrow keys reach the item; Enter selects it and the menu closes onto the trigger.
    for (let i = 0; i < 5 && document.activeElement !== item; i++)
      await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    await waitFor(() => expect(saves.clicked).toHaveLength(1));
    expect(downloads).toHaveLength(1);
    expect(downloads[0].headers.get('authorization')).toMatch(/^Bearer /);
    expect(saves.clicked[0].download).toBe('resume.pdf');
    expect(saves.clicked[0].getAttribute('href')).toBe('blob:mock');
    expect(await saves.blobs()[0].text()).toContain('% resume.pdf');
  });

  it('downloads the cover letter on click', async () => {
    const downloads = recordRequests('/api/file/2');
    const saves = captureSaves();
    const { user } = renderApp({ route: '/landing', user: 'coach' });
    await openMenu(user);
    await user.click(
      await screen.findByRole('menuitem', {
        name: ACCOUNT_TEXTS.downloadCoverLetter('cover-letter.pdf'),
      }),
    );
    await waitFor(() => expect(saves.clicked).toHaveLength(1));
    expect(downloads).toHaveLength(1);
    expect(saves.clicked[0].download).toBe('cover-letter.pdf');
  });

  it('shows the error snackbar when the download fails', async () => {
    mockError('get', '/api/file/1', 404, 'File not found.');
    const saves = captureSaves();
    const { user } = renderApp({ route: '/landing', user: 'coach' });
    await openMenu(user);
    await user.click(
      await screen.findByRole('menuitem', {
        name: ACCOUNT_TEXTS.downloadResume('resume.pdf'),
      }),
    );
    const text = await screen.findByText(ACCOUNT_TEXTS.downloadFailed);
    expect(text.closest('[role="alert"]')).toBeTruthy();
    expect(saves.clicked).toHaveLength(0);
  });

  it('shows a file uploaded after the menu loaded when it is opened again', async () => {
    const { user } = renderApp({ route: '/landing', user: 'coach' });
    const trigger = await openMenu(user);
    await screen.findByRole('menuitem', { name: ACCOUNT_TEXTS.downloadResume('resume.pdf') });
    await user.click(trigger);
    expect(screen.queryByRole('menu')).toBeNull();
    addFile('resume', 'A very long resume file name for the 2027 season.docx', 301);
    await user.click(trigger);
    // Long names are shortened in the middle, keeping the extension.
    const item = await screen.findByRole('menuitem', {
      name: 'Download resume (A very long resume f…season.docx)',
    });
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem')).toContain(item);
    expect(screen.queryByRole('menuitem', { name: /resume\.pdf/ })).toBeNull();
  });

  it('still opens with the usual items when the file list cannot be loaded', async () => {
    mockError('get', '/api/file/mine', 500, 'Something went wrong.');
    const answered = answeredMine();
    const { user, location } = renderApp({ route: '/landing', user: 'coach' });
    await waitFor(() => expect(answered).toEqual([500]));
    await openMenu(user);
    await waitFor(() => expect(answered).toEqual([500, 500]));
    await new Promise((r) => setTimeout(r, 20));
    expect(itemNames()).toEqual([...BASE_COACH_ITEMS, 'Account', 'Logout']);
    // A background load: no error snackbar, no error page.
    for (const alert of screen.queryAllByRole('alert')) expect(alert.textContent).toBe('');
    expect(location.pathname).toBe('/landing');
  });
});
