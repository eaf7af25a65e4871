// The applicants screen's credentials (issue 30): each applicant's fit with the role's
// requirements, with the role page's marks (words beside hidden icons), the credentials they
// shared with their documents (downloaded with the organisation's token), and the "Meets all
// requirements" filter, which asks the server (?meetsAll=true); axe in both themes.
import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { coachUser, db, jobs, orgUser, recordRequests } from '../../../tests/mocks';
import { credentialFitMock } from '../../../tests/mocks/handlers/credential-fit';
import { renderApp } from '../../../tests/render';
import type { Credential } from '../../shared/schemas/credentials';
import {
  APPLICANT_CREDENTIAL_TEXTS as C,
  FIT_STATUS_TEXTS as S,
} from '../../shared/texts/credential-fit';
import { REQUIREMENT_NAMES as N } from '../../shared/texts/credentials';
import { setTheme } from '../../state/mode-actions';

vi.setConfig({ testTimeout: 30_000 });
const wait = { timeout: 15_000 };

/** The organisation's role that requires a WWCC, first aid, CPR and a Development level. */
const job = jobs.filter((j) => j.org_id === orgUser.orgId && j.requirements?.accreditation)[0];
const name = `${coachUser.firstName} ${coachUser.lastName}`;

const shared = (c: Partial<Credential>): Credential => ({
  id: 900 + Math.floor(Math.random() * 1000),
  type: 'First aid',
  state: null,
  number: null,
  wwccType: null,
  level: null,
  sportType: null,
  name: null,
  issuedOn: null,
  expiresOn: '2030-01-31',
  fileId: null,
  fileName: null,
  status: 'current',
  days: null,
  ...c,
});

function application(id: number, salary: string) {
  db.applications.push({
    id,
    userId: coachUser.id,
    jobId: job.id,
    appliedOn: '2026-11-18T09:00:00.000Z',
    status: 'Received',
    salary,
    notice: '4 weeks',
    referredBy: 'Club website',
    resume: 1,
    cv: 2,
  });
}

/** Two applicants: one who meets every requirement (with a WWCC document), one who does not. */
function twoApplicants() {
  db.files.push({
    id: 90,
    userId: coachUser.id,
    kind: 'credential',
    fileName: 'wwcc.pdf',
    createdAt: '2026-11-10T09:00:00.000Z',
  });
  application(77, 'Meets all');
  application(78, 'Meets some');
  const snapshots = credentialFitMock().snapshots;
  snapshots.set(77, [
    shared({
      type: 'WWCC',
      state: 'New South Wales',
      number: 'WWC1234567E',
      wwccType: 'Employee',
      fileId: 90,
      fileName: 'wwcc.pdf',
    }),
    shared({ type: 'First aid' }),
    shared({ type: 'CPR' }),
    shared({ type: 'Coaching accreditation', level: 'Advanced', expiresOn: null }),
  ]);
  snapshots.set(78, [shared({ type: 'First aid', expiresOn: '2020-01-31', status: 'expired' })]);
}

const card = (salary: string) =>
  screen
    .getAllByRole('listitem')
    .find(
      (li) => li.tagName === 'LI' && li.querySelector('h2') && li.textContent?.includes(salary),
    );

describe('/employer/jobs/{id}/applicants: credentials', () => {
  it("marks each applicant's fit and lists what they shared, and passes axe", async () => {
    expect(job).toBeTruthy();
    twoApplicants();
    renderApp({ route: `/employer/jobs/${job.id}/applicants`, user: 'org' });
    await waitFor(() => expect(card('Meets all')).toBeTruthy(), wait);
    const good = card('Meets all') as HTMLElement;
    const fit = within(good).getByRole('list', { name: C.requirements });
    expect(
      within(fit)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([N.wwcc, N.firstAid, N.cpr, N.accreditation].map((n) => `${n}: ${S.met}`));
    for (const icon of fit.querySelectorAll('svg'))
      expect(icon.getAttribute('aria-hidden')).toBe('true');
    const list = within(good).getByRole('list', { name: C.credentials });
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items[0]).toContain(
      'Working with Children Check (NSW) · WWC1234567E · expires 31 Jan 2030',
    );
    expect(items[3]).toContain('Coaching accreditation (Advanced) · Current');

    const weak = card('Meets some') as HTMLElement;
    const weakFit = within(weak).getByRole('list', { name: C.requirements });
    const marks = within(weakFit)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    expect(marks[0]).toContain(`${N.wwcc}: ${S.missing}`);
    expect(marks[1]).toContain(`${N.firstAid}: ${S.expired}`);
    expect(within(weak).getByRole('list', { name: C.credentials }).textContent).toContain(
      'expired 31 Jan 2020',
    );
    for (const theme of ['dark', 'light'] as const) {
      act(() => setTheme(theme));
      const result = await axe.run(good, { rules: { 'color-contrast': { enabled: false } } });
      expect(result.passes.length).toBeGreaterThan(3);
      expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    }
  });

  it("downloads a shared credential's document with the organisation's token", async () => {
    twoApplicants();
    const downloads = recordRequests('/api/file/90');
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:mock');
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      const { user } = renderApp({ route: `/employer/jobs/${job.id}/applicants`, user: 'org' });
      const button = await screen.findByRole(
        'button',
        { name: C.downloadOf('Working with Children Check (NSW)', name) },
        wait,
      );
      await user.click(button);
      await waitFor(() => expect(clicked).toHaveBeenCalled(), wait);
      expect(downloads).toHaveLength(1);
      expect(downloads[0].headers.get('authorization')).toMatch(/^Bearer /);
    } finally {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });

  it('"Meets all requirements" asks the server for those only, and back', async () => {
    twoApplicants();
    const calls = recordRequests(`/api/org/jobs/${job.id}/applicants`);
    const { user } = renderApp({ route: `/employer/jobs/${job.id}/applicants`, user: 'org' });
    await waitFor(() => expect(card('Meets some')).toBeTruthy(), wait);
    const filter = screen.getByRole('checkbox', { name: C.meetsAll }) as HTMLInputElement;
    expect(filter.checked).toBe(false);
    await user.click(filter);
    await waitFor(() => expect(card('Meets some')).toBeFalsy(), wait);
    expect(card('Meets all')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: C.meetsAll }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(new URL(calls[calls.length - 1].url).searchParams.get('meetsAll')).toBe('true');
    await user.click(screen.getByRole('checkbox', { name: C.meetsAll }));
    await waitFor(() => expect(card('Meets some')).toBeTruthy(), wait);
    expect(new URL(calls[calls.length - 1].url).searchParams.get('meetsAll')).toBeNull();
  });

  it('says when no applicant meets every requirement', async () => {
    application(78, 'Meets some');
    credentialFitMock().snapshots.set(78, []);
    renderApp({ route: `/employer/jobs/${job.id}/applicants?meetsAll=true`, user: 'org' });
    expect(await screen.findByText(C.noneMeetAll, {}, wait)).toBeTruthy();
  });
});
