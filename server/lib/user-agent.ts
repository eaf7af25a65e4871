/**
 * A session's device in words from its User-Agent: "Chrome on Android", "Safari on iPhone",
 * "Firefox on Windows" (GET /api/user/sessions). A small hand-written reading of the tokens the
 * common browsers send, most specific first (Edge and Opera also say Chrome, Chrome also says
 * Safari, iOS browsers say their own name); no package, as only the names are needed.
 * Unknown parts fall back to words, never to the raw string.
 */
import { DEVICE_TEXTS } from '../../src/shared/texts/account-control';

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|OPiOS|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(CriOS|Chrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\b(iPhone|iPad).*\bAppleWebKit\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: [RegExp, string][], ua: string) => list.find(([re]) => re.test(ua))?.[1];

/** The browser and operating system in words, or "Unknown device". */
export function deviceOf(userAgent: string): string {
  const ua = userAgent.slice(0, 512);
  const browser = first(BROWSERS, ua);
  const os = first(SYSTEMS, ua);
  if (!os) return browser ?? DEVICE_TEXTS.unknown;
  return DEVICE_TEXTS.on(browser ?? DEVICE_TEXTS.unknownBrowser, os);
}
