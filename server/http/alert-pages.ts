/**
 * The plain pages of an alert's unsubscribe link (API.md: they work with JavaScript off): the
 * page with its one button (a form POST to the one-click call), the confirmation a form POST is
 * sent on to, and the 404 page of a link that is not valid, with ways back. No script, no
 * stylesheet: the browser's own styles, in dark mode too (color-scheme).
 */
import type { Context } from 'hono';
import { BRAND } from '../../src/shared/messages';
import { ALERT_MAIL_TEXTS as T } from '../../src/shared/texts/alert-mail';
import type { AppEnv } from '../types';

export const UNSUBSCRIBE_PAGE = '/alerts/unsubscribe';
export const UNSUBSCRIBED_PAGE = '/alerts/unsubscribed';
/** The one call outside the XSRF and Content-Type rules (server/middleware/security.ts, xsrf.ts). */
export const ONE_CLICK_PATH = '/api/alerts/unsubscribe';

const e = (s: string) =>
  s.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#39;',
  );

function page(title: string, body: string[]): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    '<meta name="robots" content="noindex">',
    // The app's icon: without it a browser asks for /favicon.ico, which is a 404.
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<title>${e(title)} - ${e(BRAND)}</title>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${e(title)}</h1>`,
    ...body,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

const waysBack = () =>
  `<p><a href="/">${e(T.backHome)}</a> · <a href="/jobsearch">${e(T.searchRoles)}</a></p>`;

function send(c: Context<AppEnv>, html: string, status: 200 | 404) {
  c.header('Cache-Control', 'no-store');
  return c.html(html, status);
}

/** The unsubscribe page of a valid link: the alert in words and the one button. */
export function unsubscribePage(
  c: Context<AppEnv>,
  token: string,
  summary: string,
  frequency: string,
) {
  const action = `${ONE_CLICK_PATH}?token=${encodeURIComponent(token)}`;
  return send(
    c,
    page(T.pageTitle, [
      `<p>${e(T.pageIntro)}</p>`,
      `<p><strong>${e(summary)}</strong></p>`,
      `<p>${e(T.pageFrequency(frequency))}</p>`,
      `<form method="post" action="${e(action)}">`,
      '<input type="hidden" name="List-Unsubscribe" value="One-Click">',
      `<button type="submit">${e(T.pageButton)}</button>`,
      '</form>',
    ]),
    200,
  );
}

export const unsubscribedPage = (c: Context<AppEnv>) =>
  send(c, page(T.doneTitle, [`<p>${e(T.doneBody)}</p>`, waysBack()]), 200);

/** A link that is not valid (unknown, forged, or its alert already gone). */
export const invalidLinkPage = (c: Context<AppEnv>) =>
  send(c, page(T.invalidTitle, [`<p>${e(T.invalidBody)}</p>`, waysBack()]), 404);

/** Whether a form POST asked for a page (a browser's Accept names text/html). */
export const wantsHtml = (c: Context<AppEnv>) =>
  /(^|,)\s*text\/html\s*(;|,|$)/i.test(c.req.header('accept') ?? '');
