// The loader every lazily loaded chunk awaits for its own style sheets (vite.config.ts chunkCss).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installChunkCss, loadChunkCss } from './chunk-css';

// The links the loader adds go into a detached holder instead of <head>, so that happy-dom does
// not fetch them: each test decides when a sheet loads or fails.
let holder: HTMLDivElement;
const links = () =>
  [...holder.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) =>
    l.getAttribute('href'),
  );
const finish = (href: string, type: 'load' | 'error') =>
  holder.querySelector<HTMLLinkElement>(`link[href="${href}"]`)?.dispatchEvent(new Event(type));

beforeEach(() => {
  document.head.innerHTML = '';
  holder = document.createElement('div');
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => holder.append(...nodes));
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadChunkCss', () => {
  it('adds each style sheet once and resolves when all have loaded', async () => {
    let done = false;
    const loading = loadChunkCss(['static/css/a-1.css', 'static/css/b-2.css']).then(() => {
      done = true;
    });
    const again = loadChunkCss(['static/css/a-1.css']);
    expect(links()).toEqual(['/static/css/a-1.css', '/static/css/b-2.css']);
    finish('/static/css/a-1.css', 'load');
    await Promise.resolve();
    expect(done).toBe(false);
    finish('/static/css/b-2.css', 'load');
    await loading;
    await again;
    expect(done).toBe(true);
    expect(links()).toHaveLength(2);
  });

  it('uses a style sheet the page already has (a first-visit page’s CSS in index.html)', async () => {
    const existing = document.createElement('link');
    existing.rel = 'stylesheet';
    existing.setAttribute('href', '/static/css/c-3.css');
    const settings = (window as unknown as { happyDOM: { settings: Record<string, boolean> } })
      .happyDOM.settings;
    settings.disableCSSFileLoading = true;
    settings.handleDisabledFileLoadingAsSuccess = true;
    document.head.appendChild(existing);
    await loadChunkCss(['static/css/c-3.css']);
    expect(links()).toEqual([]);
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });

  it('tries a failed sheet once more, and lets the page run if it fails again', async () => {
    let done = false;
    const first = loadChunkCss(['static/css/d-4.css']).then(() => {
      done = true;
    });
    finish('/static/css/d-4.css', 'error');
    await new Promise((r) => setTimeout(r, 0));
    expect(links()).toEqual(['/static/css/d-4.css']); // the second attempt
    expect(done).toBe(false);
    finish('/static/css/d-4.css', 'error');
    await first;
    expect(links()).toEqual([]);
    // A later chunk naming the sheet loads it afresh.
    const later = loadChunkCss(['static/css/d-4.css']);
    expect(links()).toEqual(['/static/css/d-4.css']);
    finish('/static/css/d-4.css', 'load');
    await expect(later).resolves.toBeDefined();
  });

  it('is what the built chunks call', () => {
    installChunkCss();
    expect(globalThis.__touchlineCss).toBe(loadChunkCss);
  });
});
