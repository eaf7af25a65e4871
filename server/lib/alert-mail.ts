/**
 * An alert mail (API.md "Job alerts"): what the sweep decides goes in it (AlertMailData, kept in
 * the outbox) and how it reads (renderAlertMail): a plain-text part, and an HTML part that is
 * simple markup with no colours of its own, so a mail client's dark mode shows it as legibly as
 * its light one; the RFC 8058 one-click unsubscribe headers.
 */
import { ALERT_MAIL_TEXTS as T } from '../../src/shared/texts/alert-mail';
import type { MailMessage } from '../work/mail';

export interface AlertMailRole {
  id: number;
  name: string;
  organisation: string;
  location: string;
  salary: string;
}

export interface AlertMailData {
  to: string;
  alertId: number;
  /** The query in words ('"coach" · School · NSW · Netball', or 'all roles'). */
  summary: string;
  /** How many new roles matched (the subject's and "See all" number). */
  count: number;
  /** Up to 10 of them, newest first. */
  roles: AlertMailRole[];
  /** Absolute links, from PUBLIC_URL. */
  jobUrl: string;
  searchUrl: string;
  /** A coach's /alerts; null for a visitor (the unsubscribe page is theirs). */
  manageUrl: string | null;
  unsubscribeUrl: string;
  oneClickUrl: string;
}

/** At most this many roles are listed in one mail. */
export const MAIL_ROLES = 10;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#39;',
  );

export const roleUrl = (d: AlertMailData, id: number) => `${d.jobUrl}${id}`;

export function renderAlertMail(d: AlertMailData): MailMessage {
  const subject = T.subject(d.count, d.summary);
  const text = [
    subject,
    '',
    ...d.roles.flatMap((r) => [
      r.name,
      T.roleLine(r.organisation, r.location, r.salary),
      roleUrl(d, r.id),
      '',
    ]),
    `${T.seeAll(d.count)}: ${d.searchUrl}`,
    '',
    T.why,
    ...(d.manageUrl ? [`${T.manage}: ${d.manageUrl}`] : []),
    `${T.unsubscribe}: ${d.unsubscribeUrl}`,
    '',
  ].join('\n');
  const e = escapeHtml;
  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="color-scheme" content="light dark">',
    '<meta name="supported-color-schemes" content="light dark">',
    `<title>${e(subject)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; margin: 0; padding: 16px;">',
    `<h1 style="font-size: 20px;">${e(subject)}</h1>`,
    '<ul style="list-style: none; padding: 0;">',
    ...d.roles.map(
      (r) =>
        `<li style="margin: 0 0 16px;"><a href="${e(roleUrl(d, r.id))}" style="font-size: 18px; font-weight: bold;">${e(r.name)}</a><br>${e(T.roleLine(r.organisation, r.location, r.salary))}</li>`,
    ),
    '</ul>',
    `<p><a href="${e(d.searchUrl)}">${e(T.seeAll(d.count))}</a></p>`,
    `<p style="font-size: 14px;">${e(T.why)}<br>`,
    ...(d.manageUrl ? [`<a href="${e(d.manageUrl)}">${e(T.manage)}</a> · `] : []),
    `<a href="${e(d.unsubscribeUrl)}">${e(T.unsubscribe)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return {
    to: d.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${d.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
