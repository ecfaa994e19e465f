import { FRAME_COMPANY_NAME_SLOT, FRAME_CONSENT_SLOT } from '../../protocol/constants/shellFrames';
import type { PreloaderKind } from '../../protocol/routes';
import { Icon } from '../design/Icon';
import { PreloaderOutline } from '../shell/PreloaderOutline';

/**
 * The main layout's outline, served in the page's HTML before the script runs
 * (server/seo/frames.ts fills it in): the header bar with the brand's mark,
 * the two side columns and the route's preloader skeleton, with the real
 * layout's classes so it has the geometry, theme, direction and phone layout
 * (CSS, shell/frame.css) of the app's first paint. No translated text: it is
 * the same for every language; the one text is the operator's name, which the
 * server fills in. Divs only, hidden from assistive technology: the landmarks
 * and names are the app's. It gives way when the app paints, and the main layout
 * takes it out of the document once it has mounted (MainLayout.tsx).
 */
export function ShellFrame({ kind }: { kind: PreloaderKind }) {
  return (
    <div className="app-shell shell-main boot-frame" aria-hidden="true" data-frame={kind}>
      <div className="site-header">
        <div className="site-header__brand">
          <span className="site-header__logo">
            <Icon name="trophy" size={18} />
          </span>
          <span>{FRAME_COMPANY_NAME_SLOT}</span>
        </div>
        <div className="site-header__nav">
          <Bars count={4} className="boot-frame__nav-item" />
        </div>
        <div className="site-header__tools">
          <Bars count={3} className="boot-frame__tool" />
        </div>
      </div>
      <div className="shell-main__body" data-left="expanded" data-right="expanded">
        <Column side="left" />
        <div className="site-main shell-main__content">
          {kind !== 'none' && (
            <div className={`shell-preloader shell-preloader--${kind}`}>
              <PreloaderOutline kind={kind} />
            </div>
          )}
        </div>
        <Column side="right" />
      </div>
      <div className="boot-frame__bottom-nav" />
      {FRAME_CONSENT_SLOT}
    </div>
  );
}

function Column({ side }: { side: 'left' | 'right' }) {
  return (
    <div className={`shell-side shell-side--${side}`}>
      <span className="shell-side__toggle boot-frame__toggle" />
      <Bars count={side === 'left' ? 8 : 2} className="skeleton--line boot-frame__side-line" />
    </div>
  );
}

function Bars({ count, className }: { count: number; className: string }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={`skeleton ${className}`} />
      ))}
    </>
  );
}
