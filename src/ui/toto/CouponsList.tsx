import { useTranslation } from 'react-i18next';
import type { TotoProjection } from '../../protocol/toto';
import { LoadingState } from '../components/LoadingState';
import { requestLogin } from '../core-access/loginRequest';
import { Button } from '../design/Button';
import { EmptyState } from '../design/EmptyState';
import { Money } from '../components/Money';

/** toto/{section}/coupons: the player's coupons, newest first, with their picks and, once settled, their hits and prize. */
export function CouponsList({ view }: { view: TotoProjection }) {
  const { t, i18n } = useTranslation();
  if (view.player === 'guest')
    return (
      <EmptyState
        title={t('toto.sign_in_prompt')}
        action={
          <Button variant="primary" onClick={() => requestLogin({ returnUrl: window.location.pathname, reason: 'button' })}>
            {t('toto.sign_in')}
          </Button>
        }
      />
    );
  const coupons = view.coupons.data;
  if (!coupons)
    return view.coupons.status === 'failed' ? <EmptyState title={t('toto.error')} /> : <LoadingState message={t('toto.loading')} />;
  if (coupons.length === 0) return <EmptyState title={t('toto.no_coupons')} testId="toto-no-coupons" />;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="toto-list">
      {coupons.map((c) => (
        <li key={c.couponId} className="card toto-coupon" data-testid="toto-coupon" data-status={c.status}>
          <div className="toto-coupon__head">
            <strong>{t('toto.coupon_number', { id: c.couponId })}</strong>
            <span className="hint">
              {t('toto.draw_number', { id: c.drawId })} · {when.format(c.createdAt)}
            </span>
            <span className={`toto-status toto-status--${c.status}`}>{t(`toto.status_${c.status}`)}</span>
          </div>
          <p className="toto-coupon__picks" aria-label={t('toto.picks')}>
            {c.picks.map((signs, i) => (
              <span key={i} className="toto-pick">
                <span className="hint">{i + 1}</span> {signs.join('')}
              </span>
            ))}
          </p>
          <p>
            {t('toto.combinations', { n: c.combinations })} · {t('toto.total')} <Money minor={c.amount} currency={c.currency} />
            {c.hits !== null && <> · {t('toto.best_hits', { n: c.hits })}</>}
            {c.prize > 0 && (
              <>
                {' · '}
                {t('toto.prize')} <Money minor={c.prize} currency={c.currency} />
              </>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
