import type { PreloaderKind } from '../routes';
import type { TextLanguageCode } from './languages';

/**
 * The layout's frames: static HTML of the main layout's outline, one per
 * preloader kind, written by the build (src/ui/prerender) and filled into a
 * page's body by the server (server/seo/frames.ts), so the layout paints
 * before the script has run.
 */
export const SHELL_FRAMES_DIR = 'frames';

/** A frame's file inside the build's output folder. */
export const shellFramePath = (kind: PreloaderKind): string => `${SHELL_FRAMES_DIR}/${kind}.html`;

/**
 * Where a frame carries the operator's name (the header's brand): the build
 * writes this token, the server puts the site config's company name in its
 * place, so the first paint already has the text the app's header shows.
 */
export const FRAME_COMPANY_NAME_SLOT = '%%company-name%%';

/**
 * The cookie question in a language (the build's static HTML of the app's),
 * which the server puts in a frame's slot for a visitor without an answer's
 * cookie, and nothing for one with it: on a first visit the question is the
 * page's largest text, and it paints with the HTML instead of after the app.
 */
export const consentFramePath = (lang: TextLanguageCode): string => `${SHELL_FRAMES_DIR}/consent-${lang}.html`;

export const FRAME_CONSENT_SLOT = '%%cookie-consent%%';
