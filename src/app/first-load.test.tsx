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

  /** The block the server puts in /jobdetails' HTML (server/http/static.ts). */
  function answerInPage(forPath: string, body: unknown) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'first-data';
    block.dataset.for = forPath;
    block.textContent = JSON.stringify(body);
    document.body.append(block);
    return block;
  }

  it('/jobdetails whose HTML carried the answer: the role shows without any request, once', async () => {
    const job = jobs[2];
    const seen = recordRequests(`/api/job/job_detail/${job.id}`);
    const block = answerInPage(`/api/job/job_detail/${job.id}`, {
      jobDetails: [{ ...job, name: 'The role as the page carried it' }],
    });
    primeFirstScreen('/jobdetails', `?jobId=${job.id}`);
    expect(block.isConnected).toBe(false);
    renderApp({ route: `/jobdetails?jobId=${job.id}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The role as the page carried it' }),
    ).toBeTruthy();
    expect(seen).toHaveLength(0);
  });

  it("an answer in the HTML for another role is not used: this role's is asked for", async () => {
    const seen = recordRequests(`/api/job/job_detail/${jobs[1].id}`);
    answerInPage(`/api/job/job_detail/${jobs[2].id}`, { jobDetails: [jobs[2]] });
    primeFirstScreen('/jobdetails', `?jobId=${jobs[1].id}`);
    expect(document.getElementById('first-data')).toBeNull();
    renderApp({ route: `/jobdetails?jobId=${jobs[1].id}` });
    expect(await screen.findByRole('heading', { level: 1, name: jobs[1].name })).toBeTruthy();
    expect(seen).toHaveLength(1);
  });
});
