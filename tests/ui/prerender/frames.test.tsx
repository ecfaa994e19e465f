// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FRAME_COMPANY_NAME_SLOT } from '../../../src/protocol/constants/shellFrames';
import { PRELOADER_PLACEHOLDERS, type PreloaderKind } from '../../../src/protocol/routes';
import { renderFrames } from '../../../src/ui/prerender/frames';

// What `vite build` writes to dist/frames (scripts/shellFrames.ts renders the same function).
describe('the layout frames', () => {
  const frames = renderFrames();

  it('are one per preloader kind, each the main layout with that kind of skeleton', () => {
    expect(Object.keys(frames).sort()).toEqual(Object.keys(PRELOADER_PLACEHOLDERS).sort());
    for (const [kind, html] of Object.entries(frames) as [PreloaderKind, string][]) {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const frame = doc.body.firstElementChild;
      expect(frame?.classList.contains('boot-frame')).toBe(true);
      expect(frame?.getAttribute('data-frame')).toBe(kind);
      for (const part of ['.site-header', '.shell-main__body', '.shell-side--left', '.site-main', '.shell-side--right'])
        expect(frame?.querySelector(part), `${kind} ${part}`).not.toBeNull();
      expect(doc.querySelectorAll('.shell-preloader__item')).toHaveLength(PRELOADER_PLACEHOLDERS[kind]);
    }
  });

  // The same HTML in every language, hidden from assistive technology.
  it("carry no text but the slot of the operator's name, no ids and no landmarks, in a few kB", () => {
    for (const html of Object.values(frames)) {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      expect(doc.body.textContent).toBe(FRAME_COMPANY_NAME_SLOT);
      expect(doc.querySelector('.site-header__brand')?.textContent).toBe(FRAME_COMPANY_NAME_SLOT);
      expect(doc.body.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
      expect(doc.querySelectorAll('[id], header, main, aside, nav, footer, a, button')).toHaveLength(0);
      expect(html.length).toBeLessThan(4000);
    }
  });
});
