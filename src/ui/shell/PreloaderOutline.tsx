import { PRELOADER_PLACEHOLDERS, type PreloaderKind } from '../../protocol/routes';

/**
 * The drawn part of a preloader skeleton (a title bar and the route's
 * placeholders), without text: the app's Preloader and the served frame
 * (../prerender) draw the same outline, so one gives way to the other in place.
 */
export function PreloaderOutline({ kind }: { kind: PreloaderKind }) {
  return (
    <>
      <div className="skeleton skeleton--line shell-preloader__title" aria-hidden="true" />
      <div className="shell-preloader__items" aria-hidden="true">
        {Array.from({ length: PRELOADER_PLACEHOLDERS[kind] }, (_, i) => (
          <div key={i} className="skeleton shell-preloader__item" data-testid="preloader-item" />
        ))}
      </div>
    </>
  );
}
