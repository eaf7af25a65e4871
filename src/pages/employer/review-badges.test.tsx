// The organisation's roles list and moderation (issue 32): a held role says 'Awaiting review' and
// that it is not public, a rejected or taken-down one says so with the admin's reason; a public
// role has no such badge. The list never links to a role's public page. axe in both themes.
import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { jobs, orgUser } from '../../../tests/mocks';
import { employerMockState } from '../../../tests/mocks/handlers/employer';
import { renderApp } from '../../../tests/render';
import { ROLES_LIST_TEXTS as L, EMPLOYER_TEXTS as T } from '../../shared/texts/employer';
import { MODERATION_TEXTS as MT } from '../../shared/texts/trust';
import { setTheme } from '../../state/mode-actions';

const own = jobs.filter((j) => j.org_id === orgUser.orgId);

async function list() {
  const app = renderApp({ route: '/employer', user: 'org' });
  const ul = await screen.findByRole('list', { name: T.dashboardTitle }, { timeout: 15_000 });
  const card = (name: string) =>
    within(ul).getByRole('heading', { name }).closest('li') as HTMLElement;
  return { ...app, ul, card };
}

describe('/employer: moderation badges', { timeout: 30_000 }, () => {
  it('held, rejected with its reason, taken down with its reason; none on public roles', async () => {
    const state = employerMockState();
    const held = state.jobs.find((j) => j.review === 'held');
    const rejected = state.jobs.find((j) => j.review === 'rejected');
    if (!held || !rejected?.reviewReason) throw new Error('the fixtures hold and reject a role');
    const down = state.jobs.find(
      (j) => j.org_id === orgUser.orgId && !j.review && j.id !== own[0].id,
    );
    if (!down) throw new Error('another role');
    Object.assign(down, {
      open: false,
      closedReason: 'withdrawn',
      review: 'taken_down',
      reviewReason: 'Reported as a scam.',
    });
    const { ul, card } = await list();

    const heldCard = card(held.name);
    expect(within(heldCard).getByText(MT.awaitingReview)).toBeTruthy();
    expect(within(heldCard).getByText(L.notPublic)).toBeTruthy();
    const rejectedCard = card(rejected.name);
    expect(within(rejectedCard).getByText(MT.rejected)).toBeTruthy();
    expect(within(rejectedCard).getByText(L.reviewReason(rejected.reviewReason))).toBeTruthy();
    const downCard = card(down.name);
    expect(within(downCard).getByText(MT.takenDown)).toBeTruthy();
    expect(within(downCard).getByText(L.reviewReason('Reported as a scam.'))).toBeTruthy();
    const publicCard = card(own[0].name);
    for (const text of [MT.awaitingReview, MT.rejected, MT.takenDown, L.notPublic]) {
      expect(within(publicCard).queryByText(text)).toBeNull();
    }
    // No link promises a public page: names open the editor, the rest the applicants.
    for (const link of within(ul).getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^\/employer\/jobs\/\d+(\/applicants)?$/);
    }
  });

  it('passes axe in both themes', async () => {
    const { ul } = await list();
    for (const theme of ['light', 'dark'] as const) {
      act(() => setTheme(theme));
      const result = await axe.run(ul, { rules: { 'color-contrast': { enabled: false } } });
      expect(result.passes.length).toBeGreaterThan(5);
      expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    }
  });
});
