// Makes public/touchline-card.png once (issue 28): the default og:image of a shared link whose
// organisation has no logo, 1200 x 630 (the size link previews show large). The brand's blue
// with the favicon's pitch lines and the name in a pixel font; written with node:zlib only.
// Run: node scripts/make-card-png.mjs (the PNG is committed; the build does not run this).
import { writeFileSync } from 'node:fs';
import { encodePng } from './lib/png.mjs';

const W = 1200;
const H = 630;
const BLUE = [0x3b, 0x4f, 0xd1];
const LINE = [0x62, 0x74, 0xe0];
const WHITE = [0xff, 0xff, 0xff];

const GLYPHS = {
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  o: ['00000', '00000', '01110', '10001', '10001', '10001', '01110'],
  u: ['00000', '00000', '10001', '10001', '10001', '10011', '01101'],
  c: ['00000', '00000', '01110', '10000', '10000', '10001', '01110'],
  h: ['10000', '10000', '10110', '11001', '10001', '10001', '10001'],
  l: ['01100', '00100', '00100', '00100', '00100', '00100', '01110'],
  i: ['00100', '00000', '01100', '00100', '00100', '00100', '01110'],
  n: ['00000', '00000', '10110', '11001', '10001', '10001', '10001'],
  e: ['00000', '00000', '01110', '10001', '11111', '10000', '01110'],
};

const px = new Uint8Array(W * H * 3);
const set = (x, y, rgb) => {
  if (x < 0 || y < 0 || x >= W || y >= H) return;
  px.set(rgb, (y * W + x) * 3);
};
const rect = (x0, y0, w, h, rgb) => {
  for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) set(x, y, rgb);
};

rect(0, 0, W, H, BLUE);
// The pitch: touchlines, halfway line, centre circle, the goal boxes.
const T = 6;
const M = 48;
rect(M, M, W - 2 * M, T, LINE);
rect(M, H - M - T, W - 2 * M, T, LINE);
rect(M, M, T, H - 2 * M, LINE);
rect(W - M - T, M, T, H - 2 * M, LINE);
rect(W / 2 - T / 2, M, T, H - 2 * M, LINE);
for (const x of [M, W - M - 150]) rect(x, H / 2 - 130, 150, T, LINE);
for (const x of [M, W - M - 150]) rect(x, H / 2 + 130 - T, 150, T, LINE);
rect(M + 150 - T, H / 2 - 130, T, 260, LINE);
rect(W - M - 150, H / 2 - 130, T, 260, LINE);
for (let y = 0; y < H; y++) {
  for (let x = 0; x < W; x++) {
    const d = Math.hypot(x - W / 2, y - H / 2);
    if (d >= 150 && d < 150 + T) set(x, y, LINE);
  }
}
// The name, white on a blue band over the centre.
const word = 'Touchline';
const S = 16;
const width = word.length * 6 * S - S;
const left = Math.round((W - width) / 2);
const top = Math.round((H - 7 * S) / 2);
rect(left - 2 * S, top - 2 * S, width + 4 * S, 11 * S, BLUE);
[...word].forEach((ch, i) => {
  GLYPHS[ch].forEach((row, gy) => {
    [...row].forEach((bit, gx) => {
      if (bit === '1') rect(left + (i * 6 + gx) * S, top + gy * S, S, S, WHITE);
    });
  });
});

const png = encodePng(W, H, px);
const out = new URL('../public/touchline-card.png', import.meta.url);
writeFileSync(out, png);
console.log(`public/touchline-card.png: ${png.length} bytes`);
