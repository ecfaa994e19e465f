import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_PREFERENCES } from '../../../protocol/constants/preferences';
import { HISTORY_STATUSES } from '../../../protocol/constants/myBets';
import type { OddsFormatId } from '../../../protocol/constants/oddsFormats';
import { useProjectionSelector } from '../../core-access/coreContext';
import { requestLogin } from '../../core-access/loginRequest';
import { sectionPath } from '../../live/paths';
import { useVisitorClock } from '../../shell/useVisitorClock';
import { CouponActions } from './CouponActions';
import { CouponCard, type CardContext } from './CouponCard';
import { useMyBetsWatch } from './useMyBetsWatch';
import './myBets.css';

/**
 * "My bets", the slip's second tab: the player's placed coupons, a
 * page at a time, with their statuses and returns. The worker loads the page
 * while this is mounted and refreshes it every few seconds (offers move with
 * the odds), so the component only paints what the projection says.
 */
export function MyBets({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const { view, connecting, show, retry } = useMyBetsWatch(lang);
  const clock = useVisitorClock();
  const oddsFormat = (useProjectionSelector('preferences', (p) => p.coefViewId) ?? DEFAULT_PREFERENCES.coefViewId) as OddsFormatId;
  const context: CardContext = { lang, clock, oddsFormat };
  const sessionStatus = useProjectionSelector('session', (s) => s.status);
  const pages = Math.max(1, Math.ceil(view.total / view.pageSize));

  // A player who never signed in this session: the worker's list stays idle for them, the session says why.
  if (view.status === 'guest' || sessionStatus === 'signedOut') {
    return (
      <section className="my-bets" data-testid="my-bets" aria-label={t('myBets.title')}>
        <div className="my-bets__state" data-testid="my-bets-guest">
          <p>{t('myBets.guest')}</p>
          <button type="button" className="button button--primary" onClick={() => requestLogin({ returnUrl: null, reason: 'button' })}>
            {t('myBets.sign_in')}
          </button>
        </div>
      </section>
    );
  }

  const loading = connecting || view.status === 'idle' || view.status === 'loading';
  return (
    <section className="my-bets" data-testid="my-bets" aria-label={t('myBets.title')} aria-busy={loading}>
      <div className="my-bets__filters" role="group" aria-label={t('myBets.filter.label')}>
        {HISTORY_STATUSES.map((filter) => (
          <button
            key={filter}
            type="button"
            className="my-bets__filter"
            aria-pressed={view.filter === filter}
            data-testid={`my-bets-filter-${filter}`}
            onClick={() => view.filter !== filter && show(filter, 1)}
          >
            {t(`myBets.filter.${filter}`)}
          </button>
        ))}
      </div>
      {view.status === 'error' && (
        <div className="my-bets__state my-bets__state--error" role="alert" data-testid="my-bets-error">
          <p>{view.items.length > 0 ? t('myBets.error_stale') : t('myBets.error')}</p>
          <button type="button" className="button" data-testid="my-bets-retry" onClick={retry}>
            {t('myBets.retry')}
          </button>
        </div>
      )}
      {loading ? (
        <p className="my-bets__state" role="status" data-testid="my-bets-loading">
          <span className="spinner" aria-hidden="true" /> {t('myBets.loading')}
        </p>
      ) : view.items.length === 0 ? (
        view.status === 'ready' && (
          <div className="my-bets__state" data-testid="my-bets-empty">
            <p>{t(`myBets.empty.${view.filter}`)}</p>
            <Link to={sectionPath(lang, 'live')} className="button">
              {t('myBets.to_live')}
            </Link>
          </div>
        )
      ) : (
        <ol className="my-bets__list" aria-label={t('myBets.list_label', { filter: t(`myBets.filter.${view.filter}`) })}>
          {view.items.map((coupon) => (
            <li key={coupon.id}>
              <CouponCard coupon={coupon} context={context} actions={<CouponActions coupon={coupon} lang={lang} />} />
            </li>
          ))}
        </ol>
      )}
      {!loading && pages > 1 && (
        <nav className="my-bets__pages" aria-label={t('myBets.pages.label')}>
          <button
            type="button"
            className="button"
            disabled={view.page <= 1}
            onClick={() => show(view.filter, view.page - 1)}
            data-testid="my-bets-prev"
          >
            {t('myBets.pages.prev')}
          </button>
          <span aria-live="polite">{t('myBets.pages.of', { page: view.page, pages })}</span>
          <button
            type="button"
            className="button"
            disabled={view.page >= pages}
            onClick={() => show(view.filter, view.page + 1)}
            data-testid="my-bets-next"
          >
            {t('myBets.pages.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
