// The role page's requirements and the coach's fit (issue 30): the requirements for everyone, the
// "Your credentials" panel for a signed-in coach only (GET /api/job/fit/{jobId}): each status as
// a word beside a hidden icon in a list, the fit rule's sentence with its dates, the link to the
// profile's credentials; axe in both themes.
import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import {
  coachUser,
  credentialFitMock,
  db,
  jobs,
  mockJson,
  recordRequests,
} from '../../../tests/mocks';
import type { MockCredential } from '../../../tests/mocks/db';
import { renderApp } from '../../../tests/render';
import { FIT_PANEL_TEXTS as F, FIT_STATUS_TEXTS as S } from '../../shared/texts/credential-fit';
import { FIT_TEXTS, REQUIREMENT_NAMES as N } from '../../shared/texts/credentials';
import { setTheme } from '../../state/mode-actions';

const wait = { timeout: 15_000 };
/** A role that requires a WWCC, first aid, CPR, a Development accreditation and a start date. */
const role = jobs[0];
const requirements = role.requirements as NonNullable<typeof role.requirements>;

async function open(user: 'coach' | 'org' | null = 'coach') {
  renderApp({ route: `/jobdetails?jobId=${role.id}`, user });
  await screen.findByRole('heading', { level: 1, name: role.name }, wait);
  return screen.findByRole('region', { name: F.requirements }, wait);
}

const credential = (c: Partial<MockCredential>): MockCredential => ({
  id: 500 + db.credentials.length,
  userId: coachUser.id,
  type: 'CPR',
  state: null,
  number: null,
  wwccType: null,
  level: null,
  sportType: null,
  name: null,
  issuedOn: null,
  expiresOn: null,
  fileId: null,
  ...c,
});

describe('the role page: requirements and your credentials', { timeout: 30_000 }, () => {
  it('lists the requirements to a visitor, with no fit panel and no fit call', async () => {
    expect(requirements.startDate).toBeTruthy();
    const calls = recordRequests(`/api/job/fit/${role.id}`);
    const region = await open(null);
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      N.wwcc,
      N.firstAid,
      N.cpr,
      F.accreditationAtLeast('Development'),
      F.startsOn(requirements.startDate ?? ''),
    ]);
    expect(screen.queryByRole('region', { name: F.yourCredentials })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('shows an organisation the requirements but no fit panel', async () => {
    await open('org');
    expect(screen.queryByRole('region', { name: F.yourCredentials })).toBeNull();
  });

  it('marks each status in words beside a hidden icon, in a list, with the fix link', async () => {
    const fit = [
      { requirement: 'wwcc', status: 'met', detail: 'Your check is current until 1 Jan 2030.' },
      { requirement: 'firstAid', status: 'expired', detail: 'It expired on 2 Jan 2026.' },
      {
        requirement: 'cpr',
        status: 'expires',
        detail: 'Your CPR certificate expires on 3 Feb, before this role starts on 1 Mar.',
      },
      { requirement: 'accreditation', status: 'missing', detail: 'You have not added one.' },
    ];
    mockJson('get', `/api/job/fit/${role.id}`, { fit });
    await open();
    const panel = await screen.findByRole('region', { name: F.yourCredentials }, wait);
    const list = await within(panel).findByRole('list', { name: F.yourCredentials }, wait);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      `${N.wwcc}: ${S.met}${fit[0].detail}`,
      `${N.firstAid}: ${S.expired}${fit[1].detail}`,
      `${N.cpr}: ${S.expires}${fit[2].detail}`,
      `${N.accreditation}: ${S.missing}${fit[3].detail}`,
    ]);
    for (const li of items) {
      const icon = li.querySelector('svg');
      expect(icon?.getAttribute('aria-hidden')).toBe('true');
    }
    expect(within(panel).getByText(F.notAllMet(3))).toBeTruthy();
    const link = within(panel).getByRole('link', { name: F.fix });
    expect(link.getAttribute('href')).toBe('/profile#credentials');
    for (const theme of ['dark', 'light'] as const) {
      act(() => setTheme(theme));
      const result = await axe.run(panel, { rules: { 'color-contrast': { enabled: false } } });
      expect(result.passes.length).toBeGreaterThan(3);
      expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      const region = screen.getByRole('region', { name: F.requirements });
      const other = await axe.run(region, { rules: { 'color-contrast': { enabled: false } } });
      expect(other.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    }
  });

  it("says the coach's own dates: a CPR certificate that ends before the role starts", async () => {
    const start = requirements.startDate ?? '';
    db.credentials.push(
      credential({ type: 'CPR', expiresOn: '2027-02-03' }),
      credential({ type: 'First aid', expiresOn: '2030-01-31' }),
      credential({
        type: 'WWCC',
        state: 'New South Wales',
        number: 'WWC1234567E',
        wwccType: 'Employee',
        expiresOn: '2020-01-31',
      }),
    );
    await open();
    const panel = await screen.findByRole('region', { name: F.yourCredentials }, wait);
    const sentence = FIT_TEXTS.expiresBeforeStart('CPR certificate', '2027-02-03', start);
    expect(sentence).toMatch(/^Your CPR certificate expires on 3 Feb, before this role starts on/);
    expect(await within(panel).findByText(sentence, {}, wait)).toBeTruthy();
    const line = (name: string) =>
      within(panel)
        .getAllByRole('listitem')
        .find((li) => li.textContent?.startsWith(`${name}:`))?.textContent ?? '';
    expect(line(N.cpr)).toContain(S.expires);
    expect(line(N.firstAid)).toContain(S.met);
    expect(line(N.wwcc)).toContain(S.expired);
    expect(line(N.accreditation)).toContain(S.missing);
    expect(within(panel).getByText(F.notAllMet(3))).toBeTruthy();
  });

  it('says so when every requirement is met', async () => {
    mockJson('get', `/api/job/fit/${role.id}`, {
      fit: [{ requirement: 'wwcc', status: 'met', detail: 'Current.' }],
    });
    await open();
    const panel = await screen.findByRole('region', { name: F.yourCredentials }, wait);
    await waitFor(() => expect(within(panel).getByText(F.allMet)).toBeTruthy(), wait);
  });

  it('lists a start date alone, with no fit panel (nothing to hold) and no fit call', async () => {
    const plain = jobs[1];
    credentialFitMock().requirements.set(plain.id, {
      wwcc: false,
      policeCheck: false,
      firstAid: false,
      cpr: false,
      accreditation: null,
      startDate: '2027-03-01',
    });
    const calls = recordRequests(`/api/job/fit/${plain.id}`);
    renderApp({ route: `/jobdetails?jobId=${plain.id}`, user: 'coach' });
    const region = await screen.findByRole('region', { name: F.requirements }, wait);
    expect(within(region).getByRole('listitem').textContent).toBe(F.startsOn('2027-03-01'));
    expect(screen.queryByRole('region', { name: F.yourCredentials })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('shows no requirements block for a role that sets none', async () => {
    const plain = jobs[1];
    renderApp({ route: `/jobdetails?jobId=${plain.id}`, user: 'coach' });
    await screen.findByRole('heading', { level: 1, name: plain.name }, wait);
    expect(screen.queryByRole('region', { name: F.requirements })).toBeNull();
    expect(screen.queryByRole('region', { name: F.yourCredentials })).toBeNull();
  });
});
