// The apply form's sharing line (issue 30): which of the coach's current credentials go to the
// organisation with the application, by name, or that none will; a failed load says the profile's
// will still be shared.
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { coachUser, db, jobs, mockError } from '../../../tests/mocks';
import type { MockCredential } from '../../../tests/mocks/db';
import { renderApp } from '../../../tests/render';
import { APPLY_SHARING_TEXTS as T } from '../../shared/texts/credential-fit';
import { setTheme } from '../../state/mode-actions';

const JOB = jobs[4]; // not applied to by the fixture coach
const wait = { timeout: 15_000 };

const credential = (c: Partial<MockCredential>): MockCredential => ({
  id: 700 + db.credentials.length,
  userId: coachUser.id,
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
  ...c,
});

async function openForm() {
  renderApp({ route: `/apply/${JOB.id}`, user: 'coach' });
  await screen.findByRole('heading', { level: 1, name: `Apply for ${JOB.name}` }, wait);
}

describe('the apply form: credentials shared', { timeout: 30_000 }, () => {
  it("names the coach's credentials the organisation will get, expired ones too", async () => {
    db.credentials.push(
      credential({
        type: 'WWCC',
        state: 'New South Wales',
        number: 'WWC1234567E',
        wwccType: 'Employee',
      }),
      credential({ type: 'First aid' }),
      credential({ type: 'CPR', expiresOn: '2020-01-31' }),
    );
    await openForm();
    const line = await screen.findByText(
      T.shared(JOB.organisation, ['Working with Children Check (NSW)', 'First aid', 'CPR']),
      { exact: false },
      wait,
    );
    expect(line.textContent).toContain(
      `These credentials will be shared with ${JOB.organisation}: Working with Children Check (NSW), First aid, CPR.`,
    );
    const link = screen.getByRole('link', { name: T.addThem });
    expect(link.getAttribute('href')).toBe('/profile#credentials');
    for (const theme of ['dark', 'light'] as const) {
      act(() => setTheme(theme));
      const result = await axe.run(line, { rules: { 'color-contrast': { enabled: false } } });
      expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    }
  });

  it('says none will be shared when the coach has none', async () => {
    await openForm();
    expect(await screen.findByText(T.none(JOB.organisation), { exact: false }, wait)).toBeTruthy();
  });

  it('still offers the form when the credentials cannot load, saying so', async () => {
    mockError('get', '/api/user/credentials', 500);
    await openForm();
    expect(await screen.findByText(T.loadFailed, {}, wait)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeTruthy();
  });
});
