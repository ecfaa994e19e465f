// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FRAME_COMPANY_NAME_SLOT, FRAME_CONSENT_SLOT } from '../../../src/protocol/constants/shellFrames';
import { PRELOADER_PLACEHOLDERS, type PreloaderKind } from '../../../src/protocol/routes';
import { renderConsentFrames, renderFrames } from '../../../src/ui/prerender/frames';
import { loadShellTexts } from '../../../src/ui/i18n/shellTexts';
import { TEXT_LANGUAGES } from '../../../src/ui/i18n/texts';

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
  it("carry no text but the slots of the operator's name and of the cookie question, no ids and no landmarks, in a few kB", () => {
    for (const html of Object.values(frames)) {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      expect(doc.body.textContent).toBe(FRAME_COMPANY_NAME_SLOT + FRAME_CONSENT_SLOT);
      expect(doc.body.firstElementChild?.lastChild?.textContent).toBe(FRAME_CONSENT_SLOT);
      expect(doc.querySelector('.site-header__brand')?.textContent).toBe(FRAME_COMPANY_NAME_SLOT);
      expect(doc.body.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
      expect(doc.querySelectorAll('[id], header, main, aside, nav, footer, a, button')).toHaveLength(0);
      expect(html.length).toBeLessThan(4000);
    }
  });
});

describe("the frame's cookie question", () => {
  it('is the question in each language with texts, the policy linked in that language, nothing to focus or press', async () => {
    const questions = await renderConsentFrames();
    expect(Object.keys(questions).sort()).toEqual([...TEXT_LANGUAGES].sort());
    for (const lang of TEXT_LANGUAGES) {
      const consent = ((await loadShellTexts(lang)).layout as { consent: Record<string, string> }).consent;
      const doc = new DOMParser().parseFromString(questions[lang], 'text/html');
      const section = doc.body.firstElementChild;
      expect(section?.className).toBe('cookie-consent');
      expect(doc.querySelector('h2')?.textContent).toBe(consent.title);
      expect(doc.querySelector('p')?.textContent).toBe(`${consent.body} ${consent.policy}`);
      const link = doc.querySelector('a');
      expect(link?.getAttribute('href')).toBe(`/${lang}/cookies`);
      expect(link?.getAttribute('tabindex')).toBe('-1');
      expect([...doc.querySelectorAll('.cookie-consent__actions .button')].map((b) => b.textContent)).toEqual([
        consent.accept_all,
        consent.functional,
        consent.necessary,
      ]);
      expect(doc.querySelectorAll('button, [id], [tabindex]:not([tabindex="-1"])')).toHaveLength(0);
    }
    expect(questions.ru).not.toBe(questions.en);
  });
});
