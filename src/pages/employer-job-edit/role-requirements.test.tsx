// The role form's requirements (issue 30): the group's checks, minimum accreditation level (none
// or a level) and optional start date; an existing role's loaded; saved with the role; listed in
// the Preview tab; axe in both themes.
import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { jobs, mockError, orgUser, recordRequests } from '../../../tests/mocks';
import { employerMockState } from '../../../tests/mocks/handlers/employer';
import { renderApp } from '../../../tests/render';
import { ACCREDITATION_LEVELS } from '../../shared/credentials';
import { API_ERRORS } from '../../shared/texts/api-errors';
import {
  FIT_PANEL_TEXTS as F,
  REQUIREMENTS_FORM_TEXTS as Q,
} from '../../shared/texts/credential-fit';
import { CREDENTIAL_ERRORS, REQUIREMENT_NAMES as N } from '../../shared/texts/credentials';
import { setTheme } from '../../state/mode-actions';

vi.setConfig({ testTimeout: 30_000 });
const wait = { timeout: 15_000 };

const group = () => screen.getByRole('group', { name: Q.legend });
const CHECKS = [N.wwcc, N.policeCheck, N.firstAid, N.cpr];

describe('the role form: requirements', () => {
  it('offers the checks, a minimum level and a start date in one group, and passes axe', async () => {
    renderApp({ route: '/employer/jobs/new', user: 'org' });
    await screen.findByRole('textbox', { name: 'Role title' }, wait);
    const g = group();
    for (const name of CHECKS) {
      expect((within(g).getByRole('checkbox', { name }) as HTMLInputElement).checked).toBe(false);
    }
    const level = within(g).getByRole('combobox', { name: Q.accreditation }) as HTMLSelectElement;
    expect([...level.options].map((o) => o.textContent)).toEqual([
      Q.noAccreditation,
      ...ACCREDITATION_LEVELS,
    ]);
    expect(level.value).toBe('');
    const start = within(g).getByLabelText(Q.startDate) as HTMLInputElement;
    expect(start.type).toBe('date');
    expect(start.required).toBe(false);
    for (const theme of ['dark', 'light'] as const) {
      act(() => setTheme(theme));
      const result = await axe.run(g, { rules: { 'color-contrast': { enabled: false } } });
      expect(result.passes.length).toBeGreaterThan(3);
      expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    }
  });

  it("loads an existing role's requirements and saves them changed", async () => {
    const job = jobs.filter((j) => j.org_id === orgUser.orgId)[0];
    const stored = employerMockState().jobs.find((j) => j.id === job.id);
    if (!stored) throw new Error('no role');
    stored.requirements = {
      wwcc: true,
      policeCheck: false,
      firstAid: true,
      cpr: false,
      accreditation: 'Foundation',
      startDate: '2027-03-01',
    };
    const puts = recordRequests(`/api/org/jobs/${job.id}`);
    const { user } = renderApp({ route: `/employer/jobs/${job.id}`, user: 'org' });
    await screen.findByRole('textbox', { name: 'Role title' }, wait);
    const g = group();
    const box = (name: string) => within(g).getByRole('checkbox', { name }) as HTMLInputElement;
    await waitFor(() => expect(box(N.wwcc).checked).toBe(true));
    expect([N.policeCheck, N.firstAid, N.cpr].map((n) => box(n).checked)).toEqual([
      false,
      true,
      false,
    ]);
    const level = within(g).getByRole('combobox', { name: Q.accreditation }) as HTMLSelectElement;
    expect(level.value).toBe('Foundation');
    expect((within(g).getByLabelText(Q.startDate) as HTMLInputElement).value).toBe('2027-03-01');

    await user.click(box(N.cpr));
    await user.click(box(N.wwcc));
    await user.selectOptions(level, 'Advanced');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts.some((r) => r.method === 'PUT')).toBe(true), wait);
    const body = await puts.find((r) => r.method === 'PUT')?.json();
    const saved = {
      wwcc: false,
      policeCheck: false,
      firstAid: true,
      cpr: true,
      accreditation: 'Advanced',
      startDate: '2027-03-01',
    };
    expect(body.requirements).toEqual(saved);
    // The requirement keys are not sent as the role's own fields.
    expect(body).not.toHaveProperty('wwcc');
    expect(body).not.toHaveProperty('startDate');
    await waitFor(() =>
      expect(employerMockState().jobs.find((j) => j.id === job.id)?.requirements).toEqual(saved),
    );
  });

  it("shows the server's message on a requirement's field (fields['requirements.startDate'])", async () => {
    const job = jobs.filter((j) => j.org_id === orgUser.orgId)[0];
    mockError('put', `/api/org/jobs/${job.id}`, 400, API_ERRORS.validationFailed, {
      'requirements.startDate': CREDENTIAL_ERRORS.invalidDate,
    });
    const { user } = renderApp({ route: `/employer/jobs/${job.id}`, user: 'org' });
    await screen.findByRole('textbox', { name: 'Role title' }, wait);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const start = within(group()).getByLabelText(Q.startDate) as HTMLInputElement;
    await waitFor(() => expect(start.getAttribute('aria-invalid')).toBe('true'), wait);
    const ids = (start.getAttribute('aria-describedby') ?? '').split(' ');
    const error = ids.map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(error).toContain(CREDENTIAL_ERRORS.invalidDate);
  });

  it("'None required' takes a chosen level back, and leaves the checks as they are", async () => {
    const { user } = renderApp({ route: '/employer/jobs/new', user: 'org' });
    await screen.findByRole('textbox', { name: 'Role title' }, wait);
    const g = group();
    await user.click(within(g).getByRole('checkbox', { name: N.firstAid }));
    const level = within(g).getByRole('combobox', { name: Q.accreditation });
    await user.selectOptions(level, 'Community');
    await user.selectOptions(level, '');
    expect((level as HTMLSelectElement).value).toBe('');
    expect(
      (within(g).getByRole('checkbox', { name: N.firstAid }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('the Preview tab lists the requirements as on the role page, none when none', async () => {
    const { user } = renderApp({ route: '/employer/jobs/new', user: 'org' });
    await screen.findByRole('textbox', { name: 'Role title' }, wait);
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    let panel = screen.getByRole('tabpanel', { name: 'Preview' });
    expect(within(panel).queryByRole('region', { name: F.requirements })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Edit' }));
    const g = group();
    await user.click(within(g).getByRole('checkbox', { name: N.wwcc }));
    await user.click(within(g).getByRole('checkbox', { name: N.firstAid }));
    await user.selectOptions(
      within(g).getByRole('combobox', { name: Q.accreditation }),
      'Development',
    );
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    panel = screen.getByRole('tabpanel', { name: 'Preview' });
    const section = within(panel).getByRole('region', { name: F.requirements });
    expect(within(section).getByRole('heading', { level: 3 })).toBeTruthy();
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([N.wwcc, N.firstAid, F.accreditationAtLeast('Development')]);
  });
});
