import { join, resolve } from 'node:path';
import { FRAME_COMPANY_NAME_SLOT, shellFramePath } from '../../src/protocol/constants/shellFrames';
import type { PreloaderKind } from '../../src/protocol/routes';
import { escapeText } from './escape';
import { createTemplateCache, type TemplateCache } from './template';

/** The build's layout frames (dist/frames/<kind>.html, written by `vite build`), each kept like the page template. */
export interface FrameCache {
  /** The frame of a preloader kind, or undefined when the build has none (a development checkout without a build). */
  get(kind: PreloaderKind): Promise<string | undefined>;
}

export function createFrameCache(distDir: string, options: { checkEveryMs?: number } = {}): FrameCache {
  const caches = new Map<PreloaderKind, TemplateCache>();
  return {
    get(kind) {
      let cache = caches.get(kind);
      if (!cache) {
        cache = createTemplateCache(join(resolve(distDir), shellFramePath(kind)), options);
        caches.set(kind, cache);
      }
      return cache.get();
    },
  };
}

/** A frame with the operator's name where the build left its slot (the header's brand). */
export function fillFrame(frame: string, companyName: string): string {
  const name = escapeText(companyName);
  return frame.split(FRAME_COMPANY_NAME_SLOT).join(name);
}
