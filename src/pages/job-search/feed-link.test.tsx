// 'Feed' beside 'Get job alerts for this search' on /jobsearch (issue 28): the Atom feed of the
// same search, and the head's feed link following it.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/render';
import { FEED_TEXTS } from '../../shared/texts/feeds';

vi.setConfig({ testTimeout: 20_000 });

describe('the feed link on /jobsearch', () => {
  let head: HTMLLinkElement;
  beforeEach(() => {
    // As index.html serves it.
    head = document.createElement('link');
    head.rel = 'alternate';
    head.type = 'application/atom+xml';
    head.setAttribute('href', '/feeds/jobs.xml');
    document.head.append(head);
  });
  afterEach(() => head.remove());

  it("links the feed of the page's search, without paging, and sets the head's link to it", async () => {
    const { unmount } = renderApp({
      route: '/jobsearch?jobtitle=coach&location=Sydney&interests=Netball,Rugby&page=2&size=10',
    });
    const link = await screen.findByRole('link', { name: FEED_TEXTS.link }, { timeout: 5000 });
    const want = '/feeds/jobs.xml?title=coach&location=Sydney&interests=Netball,Rugby';
    expect(link.getAttribute('href')).toBe(want);
    expect(link.getAttribute('type')).toBe('application/atom+xml');
    await waitFor(() => expect(head.getAttribute('href')).toBe(want));
    unmount();
    expect(head.getAttribute('href')).toBe('/feeds/jobs.xml');
  });

  it('the unfiltered feed for the unfiltered search', async () => {
    renderApp({ route: '/jobsearch', user: 'coach' });
    const link = await screen.findByRole('link', { name: FEED_TEXTS.link }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/feeds/jobs.xml');
  });
});
