import { renderToStaticMarkup } from 'react-dom/server';
import { PRELOADER_PLACEHOLDERS, type PreloaderKind } from '../../protocol/routes';
import { ShellFrame } from './ShellFrame';

export { shellFramePath } from '../../protocol/constants/shellFrames';

/**
 * One frame per preloader kind of the main layout's routes (home 'page',
 * the lists 'line', the casino's tiles, ...): the build writes each to
 * `<outDir>/<shellFramePath(kind)>` (scripts/shellFrames.ts).
 */
export function renderFrames(): Record<PreloaderKind, string> {
  const kinds = Object.keys(PRELOADER_PLACEHOLDERS) as PreloaderKind[];
  return Object.fromEntries(kinds.map((kind) => [kind, renderToStaticMarkup(<ShellFrame kind={kind} />)])) as Record<PreloaderKind, string>;
}
