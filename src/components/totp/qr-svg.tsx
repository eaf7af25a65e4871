// A QR code drawn as inline SVG from qrcode-generator's modules (issue 32: the enrolment's
// otpauth:// URI, with no network call). A module of its own so the library stays in the
// enrolment's lazy chunk. One path, a horizontal run of dark modules per segment.
import qrcode from 'qrcode-generator';
import { useMemo } from 'react';
import styles from './totp-setup.module.css';

/** The quiet zone, in modules, that scanners need around the code (ISO/IEC 18004: 4). */
const QUIET_ZONE = 4;

/** The SVG path of `text`'s dark modules (error correction M) and the side in modules. */
export function qrPath(text: string): { d: string; size: number } {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  const parts: string[] = [];
  for (let r = 0; r < count; r += 1) {
    let c = 0;
    while (c < count) {
      if (!qr.isDark(r, c)) {
        c += 1;
        continue;
      }
      const start = c;
      while (c < count && qr.isDark(r, c)) c += 1;
      parts.push(`M${start + QUIET_ZONE} ${r + QUIET_ZONE}h${c - start}v1h${start - c}z`);
    }
  }
  return { d: parts.join(''), size: count + QUIET_ZONE * 2 };
}

export function QrSvg({ value, label }: { value: string; label: string }) {
  const { d, size } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect className={styles.qrLight} width={size} height={size} />
      <path className={styles.qrDark} d={d} />
    </svg>
  );
}
