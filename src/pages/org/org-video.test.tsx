// The organisation page's video facade (issue 28): a still image from our origin and a named play
// button, no frame and no request to the video host until the press; the press (click, Enter or
// Space) swaps in the player with autoplay in the same box and moves focus to it.
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { delay, HttpResponse, http, orgs, server } from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { VIDEO_HOST, VIDEO_ID } from '../../shared/constants';
import { VIDEO_TEXTS } from '../../shared/texts/video';
import { VIDEO_POSTER } from './org-video';

const org = orgs[0];

/** Every request to the video host (happy-dom loads an iframe's src), answered with an empty page. */
function recordVideoHost(): string[] {
  const seen: string[] = [];
  server.use(http.get(`${VIDEO_HOST}/*`, () => new HttpResponse('', { status: 200 })));
  server.events.on('request:start', ({ request }) => {
    if (request.url.startsWith(VIDEO_HOST)) seen.push(request.url);
  });
  return seen;
}

async function openOrg() {
  const seen = recordVideoHost();
  const result = renderApp({ route: `/org?orgId=${org.id}` });
  await screen.findByRole('heading', { level: 1, name: org.name }, { timeout: 10_000 });
  const play = screen.getByRole('button', { name: VIDEO_TEXTS.playFor(org.name) });
  return { ...result, seen, play };
}

function expectPlayer(box: HTMLElement) {
  const frame = within(box).getByTitle(VIDEO_TEXTS.frameTitle(org.name));
  expect(frame.tagName).toBe('IFRAME');
  const src = new URL(frame.getAttribute('src') ?? '');
  expect(src.origin).toBe(VIDEO_HOST);
  expect(src.pathname).toBe(`/embed/${VIDEO_ID}`);
  expect(src.searchParams.get('autoplay')).toBe('1');
  expect(frame.getAttribute('allow')).toContain('autoplay');
  expect(document.activeElement).toBe(frame);
  expect(within(box).queryByRole('button')).toBeNull();
  return frame;
}

describe('organisation page: the video facade', { timeout: 20_000 }, () => {
  it('shows a still image from our origin and a named button, no frame, no video host request', async () => {
    const { seen, play } = await openOrg();
    expect(play.tagName).toBe('BUTTON');
    expect(play.getAttribute('type')).toBe('button');
    expect(play.textContent).toBe(VIDEO_TEXTS.play);
    const poster = play.querySelector('img');
    expect(poster?.getAttribute('src')).toBe(VIDEO_POSTER);
    expect(poster?.getAttribute('alt')).toBe('');
    expect(poster?.getAttribute('width')).toBe('960');
    expect(poster?.getAttribute('height')).toBe('540');
    expect(document.querySelector('iframe')).toBeNull();
    // The roles below have loaded too: the page has settled and still asked the host nothing.
    await screen.findByText(/^\d+ roles?$/, {}, { timeout: 10_000 });
    expect(seen).toEqual([]);
  });

  it('while the details load, the same still image holds the box (the prerendered paint)', async () => {
    const seen = recordVideoHost();
    server.use(http.get('/api/org/getOrgPageDetails', () => delay('infinite')));
    renderApp({ route: `/org?orgId=${org.id}` });
    const still = await waitFor(() => {
      const img = document.querySelector(`img[src="${VIDEO_POSTER}"]`);
      expect(img).not.toBeNull();
      return img as HTMLImageElement;
    });
    expect(still.getAttribute('alt')).toBe('');
    expect(screen.queryByRole('button', { name: /^Play video/ })).toBeNull();
    expect(seen).toEqual([]);
  });

  it('a click swaps in the player with autoplay, in the same box, focused', async () => {
    const { user, seen, play } = await openOrg();
    const box = play.parentElement as HTMLElement;
    await user.click(play);
    expectPlayer(box);
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    expect(seen.every((u) => u.startsWith(`${VIDEO_HOST}/embed/${VIDEO_ID}`))).toBe(true);
  });

  it.each(['{Enter}', ' '])('the keyboard (%s) on the focused button plays it', async (key) => {
    const { user, play } = await openOrg();
    const box = play.parentElement as HTMLElement;
    play.focus();
    expect(document.activeElement).toBe(play);
    await user.keyboard(key);
    expectPlayer(box);
  });

  it('the facade passes axe (no contrast in happy-dom: the e2e run checks it)', async () => {
    const { play } = await openOrg();
    const box = play.parentElement as HTMLElement;
    const result = await axe.run(box, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    expect(result.passes.map((p) => p.id)).toContain('button-name');
  });
});
