import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobs, recordRequests } from '../../tests/mocks';
import { renderApp } from '../../tests/render';
import { primeFirstScreen } from './first-load';

describe('the first screen starts its main request before it renders', { timeout: 20_000 }, () => {
  it('/landing and /jobsearch: nothing is primed (their page asks when it renders)', () => {
    const seen = recordRequests('/api/job/list');
    primeFirstScreen('/landing', '');
    primeFirstScreen('/jobsearch/', '?jobtitle=coach');
    expect(seen).toHaveLength(0);
  });

  it('/jobdetails?jobId=: the role once (one view counted); nothing for a bad id or another page', async () => {
    const seen = recordRequests(`/api/job/job_detail/${jobs[1].id}`);
    primeFirstScreen('/jobdetails', `?jobId=${jobs[1].id}`);
    renderApp({ route: `/jobdetails?jobId=${jobs[1].id}` });
    expect(await screen.findByRole('heading', { level: 1, name: jobs[1].name })).toBeTruthy();
    expect(seen).toHaveLength(1);

    const lists = recordRequests('/api/job/list');
    const bad = recordRequests('/api/job/job_detail/abc');
    primeFirstScreen('/jobdetails', '?jobId=abc');
    primeFirstScreen('/signin', '');
    expect(bad).toHaveLength(0);
    expect(lists).toHaveLength(0);
  });
});
