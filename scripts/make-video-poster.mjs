// Makes public/video-poster.png once (issue 28): the still image of the organisation page's video
// facade, shown until the visitor presses play, so that /org asks the video host for nothing
// before then. 960 x 540 (16:9, the player's box; sharp on a phone's 1.75x screen and at the
// desktop box's 896 CSS px): a dark pitch seen from above, with room in the
// middle for the page's play button (HTML, not drawn here). Written with node:zlib only.
// Run: node scripts/make-video-poster.mjs (the PNG is committed; the build does not run this).
import { writeFileSync } from 'node:fs';
import { encodePng } from './lib/png.mjs';

const W = 960;
const H = 540;
// Dark enough that the light play button and its label stand out in either theme.
const GRASS_A = [0x1d, 0x3b, 0x2c];
const GRASS_B = [0x21, 0x42, 0x32];
const LINE = [0x4f, 0x6e, 0x5e];

const px = new Uint8Array(W * H * 3);
const set = (x, y, rgb) => {
  if (x < 0 || y < 0 || x >= W || y >= H) return;
  px.set(rgb, (y * W + x) * 3);
};
const rect = (x0, y0, w, h, rgb) => {
  for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) set(x, y, rgb);
};

// Mown stripes, then the pitch's lines: touchlines, halfway line, centre circle, goal boxes.
const STRIPE = 60;
for (let x = 0; x < W; x += STRIPE) rect(x, 0, STRIPE, H, (x / STRIPE) % 2 ? GRASS_B : GRASS_A);
const T = 4;
const M = 36;
rect(M, M, W - 2 * M, T, LINE);
rect(M, H - M - T, W - 2 * M, T, LINE);
rect(M, M, T, H - 2 * M, LINE);
rect(W - M - T, M, T, H - 2 * M, LINE);
rect(W / 2 - T / 2, M, T, H - 2 * M, LINE);
const BOX_W = 120;
const BOX_H = 224;
for (const x of [M, W - M - BOX_W]) {
  rect(x, H / 2 - BOX_H / 2, BOX_W, T, LINE);
  rect(x, H / 2 + BOX_H / 2 - T, BOX_W, T, LINE);
}
rect(M + BOX_W - T, H / 2 - BOX_H / 2, T, BOX_H, LINE);
rect(W - M - BOX_W, H / 2 - BOX_H / 2, T, BOX_H, LINE);
for (let y = 0; y < H; y++) {
  for (let x = 0; x < W; x++) {
    const d = Math.hypot(x - W / 2, y - H / 2);
    if (d >= 105 && d < 105 + T) set(x, y, LINE);
  }
}

const png = encodePng(W, H, px);
const out = new URL('../public/video-poster.png', import.meta.url);
writeFileSync(out, png);
console.log(`public/video-poster.png: ${png.length} bytes`);
