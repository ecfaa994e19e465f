import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRejection, type Rejection } from '../../../protocol/rejections';
import type { CouponView } from '../../../protocol/schemas/bets';
import { rejectionMessage } from '../../i18n';
import { useDispatch } from '../../core-access/coreContext';
import { legTitle } from './LegRow';
import { repeatBet } from './repeat';

interface Notice {
  readonly added: number;
  /** Legs not offered now, named for the player. */
  readonly skipped: readonly string[];
  /** The slip's refusal of a leg it was given (a placement in progress, a full slip), said once. */
  readonly refusal: Rejection | null;
}

/**
 * Repeat: puts a coupon's legs back in the slip at today's coefficients and
 * opens the slip. Legs not offered now are skipped; when some were, the
 * notice names them and the player opens the slip from it.
 */
export function Repeat({ coupon }: { coupon: CouponView }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const openSlip = useRef<HTMLButtonElement>(null);

  const toSlip = () => void dispatch({ type: 'coupon/selectTab', payload: { tab: 'coupon' } });

  const repeat = async () => {
    setBusy(true);
    setNotice(null);
    let added = 0;
    const skipped: string[] = [];
    let refusal: Rejection | null = null;
    for (const leg of coupon.legs) {
      const bet = repeatBet(leg);
      const name = `${legTitle(leg)}: ${leg.outcomeName}`;
      if (!bet) {
        skipped.push(name);
        continue;
      }
      const answer = await dispatch({ type: 'coupon/addBet', payload: { bet } });
      // A bet the slip holds already counts as repeated.
      if (!isRejection(answer) || answer.code === 'coupon.bet_already_added') added++;
      else refusal ??= answer;
    }
    setBusy(false);
    if (skipped.length === 0 && refusal === null) return toSlip();
    setNotice({ added, skipped, refusal });
  };

  // The notice replaces the slip switch: its button takes the focus so the keyboard goes on from there,
  // before the notice is painted (a passive effect could run after a screen reader announced the old focus).
  useLayoutEffect(() => {
    if (notice) openSlip.current?.focus();
  }, [notice]);

  return (
    <>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() => void repeat()}
        aria-label={t('myBets.repeat.label', { id: coupon.id })}
        data-testid="my-bet-repeat"
      >
        {t('myBets.repeat.button')}
      </button>
      {notice && (
        <div className="my-bets-request my-bets-request--ask" role="alert" data-testid="my-bet-repeat-notice">
          <p>
            {notice.added > 0
              ? t('myBets.repeat.partly', { count: notice.added })
              : notice.refusal
                ? t('myBets.repeat.refused')
                : t('myBets.repeat.none')}
          </p>
          {notice.skipped.length > 0 && <p>{t('myBets.repeat.skipped', { names: notice.skipped.join('; ') })}</p>}
          {notice.refusal && <p>{rejectionMessage(t, notice.refusal)}</p>}
          <div className="my-bets-request__actions">
            {notice.added > 0 && (
              <button
                ref={openSlip}
                type="button"
                className="button button--primary"
                onClick={toSlip}
                data-testid="my-bet-repeat-open-slip"
              >
                {t('myBets.repeat.open_slip')}
              </button>
            )}
            <button type="button" className="button" onClick={() => setNotice(null)}>
              {t('myBets.dialog.dismiss')}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
