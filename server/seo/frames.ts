import { join, resolve } from 'node:path';
import { textLanguageCodeOf } from '../../src/protocol/constants/languages';
import { consentFramePath, FRAME_COMPANY_NAME_SLOT, FRAME_CONSENT_SLOT, shellFramePath } from '../../src/protocol/constants/shellFrames';
import type { PreloaderKind } from '../../src/protocol/routes';
import { escapeText } from './escape';
import { createTemplateCache, type TemplateCache } from './template';

/** The build's layout frames (dist/frames/<kind>.html, written by `vite build`), each kept like the page template. */
export interface FrameCache {
  /** The frame of a preloader kind, or undefined when the build has none (a development checkout without a build). */
  get(kind: PreloaderKind): Promise<string | undefined>;
  /** The cookie question in a language's texts (English for a language without), or undefined without a build. */
  consent(lang: string): Promise<string | undefined>;
}

export function createFrameCache(distDir: string, options: { checkEveryMs?: number } = {}): FrameCache {
  const caches = new Map<string, TemplateCache>();
  const read = (path: string) => {
    let cache = caches.get(path);
    if (!cache) {
      cache = createTemplateCache(join(resolve(distDir), path), options);
      caches.set(path, cache);
    }
    return cache.get();
  };
  return {
    get: (kind) => read(shellFramePath(kind)),
    consent: (lang) => read(consentFramePath(textLanguageCodeOf(lang))),
  };
}

/**
 * A frame with the operator's name where the build left its slot (the header's brand), and in the consent slot the
 * cookie question (the build's HTML, for a visitor without an answer) or nothing.
 */
export function fillFrame(frame: string, companyName: string, consent = ''): string {
  const name = escapeText(companyName);
  return frame.split(FRAME_COMPANY_NAME_SLOT).join(name).split(FRAME_CONSENT_SLOT).join(consent);
}
