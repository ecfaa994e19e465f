import { useTranslation } from 'react-i18next';
import type { PreloaderKind } from '../../protocol/routes';
import { LoadingState } from '../components/LoadingState';
import { PreloaderOutline } from './PreloaderOutline';

/**
 * The preloader skeleton a route names in its metadata (SPEC 2 "route
 * metadata picks ... a preloader skeleton"): the outline of the page that is
 * coming, so the layout does not jump when it arrives. The games preloader
 * shows 16 placeholders (SPEC 9). A route without a skeleton ('none') gets
 * the plain loading state: never an empty page.
 */
export function Preloader({ kind, message }: { kind: PreloaderKind; message?: string }) {
  const { t } = useTranslation();
  if (kind === 'none') return <LoadingState {...(message ? { message } : {})} />;
  return (
    <div
      className={`shell-preloader shell-preloader--${kind}`}
      role="status"
      aria-live="polite"
      aria-busy="true"
      data-testid="preloader"
      data-kind={kind}
    >
      <span className="visually-hidden">{message ?? t('app.loading')}</span>
      <PreloaderOutline kind={kind} />
    </div>
  );
}
