import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobs, recordRequests } from '../../tests/mocks';
import { renderApp } from '../../tests/render';
import { BROWSE_TEXTS } from '../shared/texts/browse';
import { primeFirstScreen } from './first-load';

describe('the first screen starts its main request before it renders', { timeout: 20_000 }, () => {
  it('/landing: the recent roles are asked once, and shown', async () => {
    const seen = recordRequests('/api/job/list');
    primeFirstScreen('/landing', '');
    expect(seen).toHaveLength(1); // already on its way before anything renders
    renderApp({ route: '/landing' });
    expect(await screen.findByRole('link', { name: jobs[0].name })).toBeTruthy();
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0].url).search).toBe('?page=1&postPerPage=6');
  });

  it('/jobsearch/ with filters: the same query the page asks, once', async () => {
    const seen = recordRequests('/api/job/list');
    const search = '?jobtitle=coach&interests=Cricket,Netball&page=1&size=10';
    primeFirstScreen('/jobsearch/', search);
    renderApp({ route: `/jobsearch${search}` });
    await screen.findByRole('heading', { name: BROWSE_TEXTS.rolesForYou });
    await screen.findAllByRole('article');
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0].url).searchParams.get('title')).toBe('coach');
    expect(new URL(seen[0].url).searchParams.get('interests')).toBe('Cricket,Netball');
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
