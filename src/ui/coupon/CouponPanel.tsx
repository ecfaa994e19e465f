import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponProjection } from '../../protocol/slip';
import { AccountPicker, PromoCode } from './AccountPromo';
import { BetRow } from './BetRow';
import { formatMoney } from '../../core/format';
import { PlaceArea, PlacementOutcome } from './PlaceArea';
import { SlipSettings } from './SlipSettings';
import { Stakes } from './Stakes';
import { Totals } from './Totals';
import { TypeSelector } from './TypeSelector';
import { useSlipCommands } from './useSlipCommands';

/** The coupon tab of the slip: everything from the bets to the place button. */
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
      {settingsOpen && <SlipSettings slip={slip} money={money} id={settingsId} onClose={closeSettings} />}
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
      <PlacementOutcome slip={slip} run={run} money={money} lang={lang} />
      {slip.bets.length === 0 ? (
        <div className="slip-empty" data-testid="slip-empty">
          <p className="slip-empty__title">{t('coupon.empty.title')}</p>
          <p className="slip-hint">{t('coupon.empty.body')}</p>
        </div>
      ) : (
        <>
          {pending && (
            <div className="slip-changes" role="alert" data-testid="slip-changes">
              <p className="slip-changes__title">{t('coupon.changes.title')}</p>
              <p className="slip-hint">{t(`coupon.changes.rule_${slip.settings.changeCoefAction}`)}</p>
              <button
                type="button"
                className="button button--primary"
                data-testid="slip-accept-changes"
                disabled={busy}
                onClick={() => void run({ type: 'coupon/confirmCoefChanges', payload: {} })}
              >
                {t('coupon.changes.accept')}
              </button>
            </div>
          )}
          <div className="slip-row slip-bets__head">
            <h3 className="slip-bets__title">{t('coupon.bets.label')}</h3>
            <button
              type="button"
              className="button button--ghost"
              aria-label={t('coupon.bets.clear_label')}
              data-testid="slip-clear"
              disabled={busy}
              onClick={() => void run({ type: 'coupon/clear', payload: {} })}
            >
              {t('coupon.bets.clear')}
            </button>
          </div>
          {slip.unfollowedGames > 0 && (
            <p className="slip-warning" role="status" data-testid="slip-unfollowed" data-count={slip.unfollowedGames}>
              {t('coupon.bets.unfollowed', { count: slip.unfollowedGames })}
            </p>
          )}
          <ul className="slip-bets" data-testid="slip-bets">
            {slip.bets.map((item) => (
              <BetRow
                key={item.bet.market.id}
                item={item}
                lobbyRole={slip.lobbyRole}
                busy={busy}
                run={run}
                money={money}
                step={slip.amountStep}
                digits={slip.currencyDigits}
              />
            ))}
          </ul>
          <Stakes slip={slip} busy={busy} run={run} money={money} />
          <AccountPicker slip={slip} busy={busy} run={run} lang={lang} />
          <PromoCode slip={slip} busy={busy} run={run} money={money} />
          <Totals slip={slip} busy={busy} run={run} money={money} />
          <PlaceArea slip={slip} run={run} money={money} />
        </>
      )}
    </div>
  );
}
