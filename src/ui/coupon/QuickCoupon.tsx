import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../core/format';
import { isRejection } from '../../protocol/rejections';
import type { CouponProjection } from '../../protocol/slip';
import { useDispatch, useProjection } from '../core-access/coreContext';
import { Modal } from '../design/Modal';
import { useSideColumns } from '../shell/layouts/useSideColumns';
import { openSlipSheet } from '../shell/phone/slipSheetDoor';
import './quickCoupon.css';

/** The core's answer when one-click would clear bets in the coupon: it waits for the change to come again, confirmed. */
const ONE_CLICK_CONFIRM = 'coupon.one_click_clears_coupon';
const SLIP_COLUMN_ID = 'shell-side-right';

/**
 * The quick coupon: one-click betting's compact slip (SPEC 5), at the foot of
 * the betting pages. It paints the coupon projection: whether one-click is
 * on, the stake a click places, the bets in the slip, a placement under way.
 * Its switch sends the same setting the slip's settings do, so the core's
 * rules hold (turning on with bets asks first, since it clears them; the
 * site must offer one-click). The QuickCouponSlot decides where it shows.
 */
export function QuickCoupon({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const slip = useProjection('coupon');
  const dispatch = useDispatch();
  const columns = useSideColumns();
  const [confirm, setConfirm] = useState<number | null>(null);

  const setOneClick = useCallback(
    async (on: boolean, confirmed = false) => {
      const changes = { isActiveOneClick: on };
      const answer = await dispatch({ type: 'coupon/changeSettings', payload: confirmed ? { changes, confirmed: true } : { changes } });
      if (isRejection(answer) && answer.code === ONE_CLICK_CONFIRM) setConfirm(Number(answer.params?.bets ?? 0));
    },
    [dispatch],
  );

  if (!slip) return null;
  const on = slip.oneClickAvailable && slip.settings.isActiveOneClick;
  const placing = slip.placing?.oneClick === true;

  const openSlip = () => {
    // On a phone the slip is the bottom sheet; on a desktop, the right column.
    if (openSlipSheet()) return;
    if (columns.collapsed.right) columns.toggle('right');
    // After the column unfolds: the keyboard goes on in the slip, and the slip comes into view.
    requestAnimationFrame(() => {
      const column = document.getElementById(SLIP_COLUMN_ID);
      column?.scrollIntoView({ block: 'nearest' });
      column?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"], button, a[href]')?.focus();
    });
  };

  return (
    <section className="quick-coupon" aria-label={t('coupon.quick.label')} data-testid="quick-coupon" data-on={on}>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        className="quick-coupon__switch"
        data-testid="quick-coupon-switch"
        disabled={placing}
        onClick={() => void setOneClick(!on)}
      >
        <span className="quick-coupon__track" aria-hidden="true" />
        {t('coupon.quick.switch')}
      </button>
      <span className="quick-coupon__amount" data-testid="quick-coupon-amount">
        {on ? t('coupon.quick.amount', { amount: amountOf(slip, lang) }) : t('coupon.quick.off')}
      </span>
      {placing && (
        <span className="quick-coupon__placing" role="status" data-testid="quick-coupon-placing">
          {t('coupon.quick.placing')}
        </span>
      )}
      <button type="button" className="button button--ghost quick-coupon__open" data-testid="quick-coupon-open" onClick={openSlip}>
        {t('coupon.quick.open', { count: slip.bets.length })}
      </button>
      {confirm !== null && (
        <Modal title={t('coupon.one_click.confirm_title')} onClose={() => setConfirm(null)} testId="quick-coupon-confirm">
          <p>{t('coupon.one_click.confirm_body', { count: confirm })}</p>
          <div className="session-actions">
            <button
              type="button"
              className="button button--primary"
              data-testid="quick-coupon-confirm-yes"
              onClick={() => {
                setConfirm(null);
                void setOneClick(true, true);
              }}
            >
              {t('coupon.one_click.confirm_yes')}
            </button>
            <button type="button" className="button" onClick={() => setConfirm(null)}>
              {t('coupon.one_click.confirm_no')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}

function amountOf(slip: CouponProjection, lang: string): string {
  return formatMoney(slip.oneClickAmount, slip.currencyIso, slip.currencyDigits, lang);
}
