// The Verified badge (issue 32): on job cards (/jobsearch), the role page and the organisation's
// page, named 'Verified organisation', and only for a verified organisation (the fixtures verify
// every organisation but Western Swim Academy, id 4).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobs, orgs } from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { VERIFIED, VERIFIED_LABEL } from '../../shared/texts/verified';

const verifiedJob = jobs.find((j) => j.verified === true) ?? jobs[0];
const unverifiedJob = jobs.find((j) => j.verified === false) ?? jobs[3];
const badgeIn = (el: HTMLElement) => within(el).queryByRole('img', { name: VERIFIED_LABEL });

describe('the Verified badge', { timeout: 30_000 }, () => {
  it('marks the cards of verified organisations only', async () => {
    renderApp({ route: '/jobsearch' });
    const results = await screen.findByRole(
      'region',
      { name: 'Roles for you' },
      { timeout: 15_000 },
    );
    await waitFor(() => expect(results.getAttribute('aria-busy')).toBe('false'), {
      timeout: 15_000,
    });
    const card = (name: string) =>
      within(results).getAllByRole('link', { name })[0].closest('article') as HTMLElement;
    const yes = badgeIn(card(verifiedJob.name));
    expect(yes?.textContent).toBe(VERIFIED);
    expect(badgeIn(card(unverifiedJob.name))).toBeNull();
  });

  it('on the role page, after the organisation, when verified', async () => {
    const first = renderApp({ route: `/jobdetails?jobId=${verifiedJob.id}` });
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: verifiedJob.name },
      { timeout: 15_000 },
    );
    const header = heading.closest('header') as HTMLElement;
    expect(badgeIn(header)).not.toBeNull();
    first.unmount();
    renderApp({ route: `/jobdetails?jobId=${unverifiedJob.id}` });
    const other = await screen.findByRole(
      'heading',
      { level: 1, name: unverifiedJob.name },
      { timeout: 15_000 },
    );
    expect(badgeIn(other.closest('header') as HTMLElement)).toBeNull();
  });

  it("on the organisation's page, when verified", async () => {
    const verified = orgs.find((o) => o.verified) ?? orgs[0];
    const unverified = orgs.find((o) => o.verified === false) ?? orgs[3];
    const first = renderApp({ route: `/org?orgId=${verified.id}` });
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: verified.name },
      { timeout: 15_000 },
    );
    expect(badgeIn(heading.closest('header') as HTMLElement)).not.toBeNull();
    first.unmount();
    renderApp({ route: `/org?orgId=${unverified.id}` });
    const other = await screen.findByRole(
      'heading',
      { level: 1, name: unverified.name },
      { timeout: 15_000 },
    );
    expect(badgeIn(other.closest('header') as HTMLElement)).toBeNull();
  });
});
