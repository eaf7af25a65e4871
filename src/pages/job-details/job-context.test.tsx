// The job details page's coaching context (issue 29): the full block as a definition list, in
// words ("Under 12 to Under 14", "Tuesday and Thursday, evenings"), and none for a role posted
// before it (never "undefined").
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { jobs, mockJson } from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { COACHING_CONTEXT } from '../../shared/texts/coaching';

const CONTEXT_KEYS = ['sportType', 'ageGroups', 'gender', 'level', 'pay', 'days', 'times'];

/** /jobdetails of jobs[0] answered with these context fields (the others left out). */
async function open(context: Record<string, unknown>) {
  const job: Record<string, unknown> = { ...jobs[0] };
  for (const key of CONTEXT_KEYS) delete job[key];
  mockJson('get', `/api/job/job_detail/${jobs[0].id}`, { jobDetails: [{ ...job, ...context }] });
  renderApp({ route: `/jobdetails?jobId=${jobs[0].id}` });
  await screen.findByRole('heading', { level: 1, name: jobs[0].name }, { timeout: 10_000 });
}

/** The block's terms and their values. */
function facts(block: HTMLElement): [string, string][] {
  return [...block.querySelectorAll('dt')].map((dt) => [
    dt.textContent ?? '',
    dt.nextElementSibling?.textContent ?? '',
  ]);
}

describe('job details: the coaching context', { timeout: 20_000 }, () => {
  it('shows the full block in words, as a definition list, and passes axe', async () => {
    await open({
      sportType: 'Netball',
      ageGroups: ['Under 12', 'Under 13', 'Under 14'],
      gender: 'Girls / Women',
      level: 'Community',
      pay: 'Volunteer',
      days: ['Tue', 'Thu'],
      times: ['Evenings'],
    });
    const block = screen.getByRole('region', { name: COACHING_CONTEXT });
    expect(within(block).getByRole('heading', { level: 2, name: COACHING_CONTEXT })).toBeTruthy();
    expect(facts(block)).toEqual([
      ['Sport', 'Netball'],
      ['Age groups', 'Under 12 to Under 14'],
      ['Gender', 'Girls / Women'],
      ['Level', 'Community'],
      ['Paid or volunteer', 'Volunteer'],
      ['Training', 'Tuesday and Thursday, evenings'],
    ]);
    const result = await axe.run(block, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.passes.length).toBeGreaterThan(3);
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('shows only what the role gives: separate age runs, days without times, times alone', async () => {
    await open({
      sportType: 'Cricket',
      ageGroups: ['Under 8', 'Under 10', 'Open'],
      gender: null,
      level: 'School',
      pay: 'Paid',
      days: [],
      times: ['Mornings'],
    });
    const block = screen.getByRole('region', { name: COACHING_CONTEXT });
    expect(facts(block)).toEqual([
      ['Sport', 'Cricket'],
      ['Age groups', 'Under 8, Under 10, Open'],
      ['Level', 'School'],
      ['Paid or volunteer', 'Paid'],
      ['Training', 'Mornings'],
    ]);
  });

  it.each([
    ['left out', {}],
    [
      'null and []',
      { sportType: null, ageGroups: [], gender: null, level: null, pay: null, days: [], times: [] },
    ],
  ])('a role without a context (%s) has no block, never "undefined"', async (_, context) => {
    await open(context);
    expect(screen.queryByRole('region', { name: COACHING_CONTEXT })).toBeNull();
    expect(screen.queryByText(COACHING_CONTEXT)).toBeNull();
    expect(screen.getByRole('main').textContent).not.toMatch(/undefined|\bnull\b/);
  });
});
