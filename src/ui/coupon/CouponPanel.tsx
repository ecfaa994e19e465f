import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponProjection } from '../../protocol/slip';
import { EmbeddedApp } from '../apps/EmbeddedApp';
import { formatMoney } from '../../core/format';
import { TypeSelector } from './TypeSelector';
import { useSlipCommands } from './useSlipCommands';

/**
 * The coupon tab of the slip: its toolbar and notices; the bets, stakes and
 * place button (couponBets) and the settings (slipSettings) are apps fetched
 * when there is something to show.
 */
export function CouponPanel({ slip, lang }: { slip: CouponProjection; lang: string }) {
  const { t } = useTranslation();
  const settingsId = useId();
  const { currencyIso, currencyDigits } = slip;
  const money = useCallback((minor: number) => formatMoney(minor, currencyIso, currencyDigits, lang), [currencyIso, currencyDigits, lang]);
  const { run, notice, dismiss } = useSlipCommands(money);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsToggle = useRef<HTMLButtonElement>(null);
  const closeSettings = useCallback(() => {
    setSettingsOpen(false);
    // The panel's close button goes away with it: the keyboard continues from the button that opened it.
    settingsToggle.current?.focus();
  }, []);
  const busy = slip.phase === 'placing';
  const pending = slip.bets.some((b) => b.bet.isCoefChangePending);
  const oneClickOn = slip.oneClickAvailable && slip.settings.isActiveOneClick;

  return (
    <div className="slip-coupon" data-testid="slip-coupon" data-phase={slip.phase} data-type={slip.typeId}>
      <div className="slip-toolbar">
        {slip.bets.length > 0 && <TypeSelector typeId={slip.typeId} allowed={slip.allowedTypeIds} busy={busy} run={run} />}
        <button
          ref={settingsToggle}
          type="button"
          className="button button--ghost slip-toolbar__settings"
          aria-expanded={settingsOpen}
          aria-controls={settingsId}
          data-testid="slip-settings-toggle"
          onClick={() => setSettingsOpen((open) => !open)}
        >
          <span aria-hidden="true">⚙ </span>
          {t('coupon.settings.open')}
        </button>
      </div>
      {settingsOpen && <EmbeddedApp name="slipSettings" props={{ slip, money, id: settingsId, onClose: closeSettings }} />}
      {oneClickOn && (
        <p className="slip-info" data-testid="slip-one-click-on">
          {t('coupon.one_click.on', { amount: money(slip.oneClickAmount) })}
        </p>
      )}
      {notice && (
        <p className="slip-notice" role="alert" data-testid="slip-notice" data-code={notice.code}>
          {notice.text}
          <button type="button" className="slip-icon-button" aria-label={t('coupon.success.dismiss')} onClick={dismiss}>
            <span aria-hidden="true">×</span>
          </button>
        </p>
      )}
      {(slip.phase === 'accepted' || slip.phase === 'failed') && <EmbeddedApp name="placementOutcome" props={{ slip, run, money, lang }} />}
      {slip.bets.length === 0 ? (
        <div className="slip-empty" data-testid="slip-empty">
          <p className="slip-empty__title">{t('coupon.empty.title')}</p>
          <p className="slip-hint">{t('coupon.empty.body')}</p>
        </div>
      ) : (
        <EmbeddedApp name="couponBets" props={{ slip, lang, busy, pending, run, money }} />
      )}
    </div>
  );
}
