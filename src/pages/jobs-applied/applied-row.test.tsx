// /jobsapplied's rows and the role lifecycle (issue 27): the respond-by promise, "Response
// overdue" while it is broken, and a Closed badge once the role has closed.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobs, mockJson, summary } from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { CLOSED_BADGE } from '../../shared/texts/closing';
import { COACH_LIFECYCLE_TEXTS as T } from '../../shared/texts/lifecycle';

const application = (i: number, change: Record<string, unknown>) => ({
  ...summary(jobs[i]),
  applicationId: 500 + i,
  appliedOn: '2026-11-02T03:00:00.000Z',
  status: 'Reviewing',
  statusChangedOn: null,
  resumeId: null,
  cvId: null,
  overdue: false,
  ...change,
});

/** The row (article) of the job named `name`. */
const rowOf = (name: string) => screen.getByRole('article', { name }) as HTMLElement;

describe('/jobsapplied: the promise and the closed role', { timeout: 20_000 }, () => {
  it("shows 'Responds by', 'Response overdue' while broken, and Closed", async () => {
    const list = [
      application(0, { respondBy: '2026-12-20' }),
      application(1, { respondBy: '2026-11-20', overdue: true, status: 'Received' }),
      application(2, {
        respondBy: null,
        open: false,
        closedReason: 'filled',
        status: 'Not successful',
      }),
    ];
    mockJson('get', '/api/job-apply/applied_jobs', { list, length: list.length });
    renderApp({ route: '/jobsapplied', user: 'coach' });
    await screen.findByRole('article', { name: jobs[0].name }, { timeout: 10_000 });

    const promised = rowOf(jobs[0].name);
    expect(within(promised).getByText('Responds by 20 Dec')).toBeTruthy();
    expect(within(promised).queryByText(T.responseOverdue)).toBeNull();
    expect(within(promised).queryByText(CLOSED_BADGE)).toBeNull();

    const overdue = rowOf(jobs[1].name);
    expect(within(overdue).getByText('Responds by 20 Nov')).toBeTruthy();
    expect(within(overdue).getByText(T.responseOverdue)).toBeTruthy();

    const closed = rowOf(jobs[2].name);
    expect(within(closed).getByText(CLOSED_BADGE)).toBeTruthy();
    expect(within(closed).queryByText(/^Responds by/)).toBeNull();
    expect(within(closed).queryByText(T.responseOverdue)).toBeNull();
  });

  it("says 'Files deleted after N days' on an application whose files retention deleted (issue 31)", async () => {
    const list = [
      application(0, { status: 'Not successful', filesDeletedAfterDays: 365 }),
      application(1, { resumeId: 7, cvId: 8, filesDeletedAfterDays: null }),
    ];
    mockJson('get', '/api/job-apply/applied_jobs', { list, length: list.length });
    renderApp({ route: '/jobsapplied', user: 'coach' });
    await screen.findByRole('article', { name: jobs[0].name }, { timeout: 10_000 });
    expect(within(rowOf(jobs[0].name)).getByText('Files deleted after 365 days')).toBeTruthy();
    expect(within(rowOf(jobs[0].name)).queryByRole('button', { name: /Download/ })).toBeNull();
    expect(within(rowOf(jobs[1].name)).queryByText(/Files deleted/)).toBeNull();
  });
});
