import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponSettingsPatch } from '../../protocol/coupon';
import type { CouponProjection } from '../../protocol/slip';
import { Modal } from '../design/Modal';
import { StakeInput } from './StakeInput';
import { usePendingChoice } from './usePendingChoice';
import { useSlipCommands } from './useSlipCommands';
import { isRejection } from '../../protocol/rejections';

const ONE_CLICK_CONFIRM = 'coupon.one_click_clears_coupon';

/**
 * Every coupon setting of SPEC 3, with the interplay of SPEC 4 decided by the
 * coupon core: turning one-click on with bets in the coupon asks first (the
 * core refuses with one_click_clears_coupon until the change comes again
 * confirmed, and then clears the coupon); exact coefficients off also turns
 * drop-on-score-change off; drop-on-score-change on turns one-click off; a
 * change asking for both sides is refused with settings_conflict, shown here.
 */
export function SlipSettings({
  slip,
  money,
  id,
  onClose,
}: {
  slip: CouponProjection;
  money: (minor: number) => string;
  id: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { run, notice, dismiss } = useSlipCommands(money);
  const [confirm, setConfirm] = useState<{ changes: CouponSettingsPatch; count: number } | null>(null);
  const { settings } = slip;
  const busy = slip.phase === 'placing';
  const iso = slip.currencyIso;

  const change = async (changes: CouponSettingsPatch, confirmed = false): Promise<boolean> => {
    const answer = await run({ type: 'coupon/changeSettings', payload: confirmed ? { changes, confirmed: true } : { changes } });
    if (isRejection(answer) && answer.code === ONE_CLICK_CONFIRM)
      setConfirm({ changes, count: Number(answer.params?.bets ?? slip.bets.length) });
    return !isRejection(answer);
  };
  const check = (label: string, key: keyof CouponSettingsPatch, value: boolean, hint?: string) => (
    <Check
      label={label}
      hint={hint}
      checked={value}
      disabled={busy}
      testId={`slip-setting-${key}`}
      onChange={(next) => change({ [key]: next })}
    />
  );
  const coefAction = usePendingChoice(settings.changeCoefAction);
  const setManualStep = (on: boolean) => change({ isManualAmountStep: on });
  const oneMajor = 10 ** slip.currencyDigits;

  return (
    <section
      id={id}
      className="slip-settings"
      aria-labelledby={titleId}
      data-testid="slip-settings"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !confirm) onClose();
      }}
    >
      <div className="slip-row">
        <h3 id={titleId} className="slip-settings__title">
          {t('coupon.settings.title')}
        </h3>
        <button
          type="button"
          className="slip-icon-button"
          aria-label={t('coupon.settings.close')}
          data-testid="slip-settings-close"
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {notice && notice.code !== ONE_CLICK_CONFIRM && (
        <p className="slip-notice" role="alert" data-testid="slip-settings-error" data-code={notice.code}>
          {notice.text}
        </p>
      )}
      <fieldset className="slip-settings__group">
        <legend>{t('coupon.settings.coef_legend')}</legend>
        {([0, 1, 2] as const).map((action) => (
          <label key={action} className="slip-check">
            <input
              type="radio"
              name={`${id}-coef`}
              checked={coefAction.shown === action}
              disabled={busy}
              data-testid={`slip-setting-coef-${action}`}
              onChange={() => {
                coefAction.choose(action);
                void change({ changeCoefAction: action }).then((ok) => ok || coefAction.forget());
              }}
            />
            <span>{t(`coupon.settings.coef_${action}`)}</span>
          </label>
        ))}
        {check(t('coupon.settings.exact_coef'), 'exactCoef', settings.exactCoef)}
        {check(
          t('coupon.settings.drop_on_score'),
          'isDropOnScoreChange',
          settings.isDropOnScoreChange,
          t('coupon.settings.drop_on_score_hint'),
        )}
      </fieldset>
      {slip.oneClickAvailable && (
        <fieldset className="slip-settings__group">
          <legend>{t('coupon.settings.one_click')}</legend>
          {check(t('coupon.settings.one_click'), 'isActiveOneClick', settings.isActiveOneClick, t('coupon.settings.one_click_hint'))}
          <StakeInput
            label={t('coupon.settings.one_click_amount')}
            value={settings.oneClickAmount}
            step={slip.amountStep}
            digits={slip.currencyDigits}
            money={money}
            disabled={busy}
            testId="slip-setting-oneClickAmount"
            onCommit={(amount) => void change({ oneClickAmount: amount })}
            onStep={(from, direction) =>
              void run({ type: 'coupon/stepStake', payload: { target: { field: 'oneClick' }, from, direction } })
            }
          />
          <StakeInput
            label={t('coupon.settings.bonus_one_click_amount')}
            value={settings.bonusAccountOneClickAmount}
            step={slip.amountStep}
            digits={slip.currencyDigits}
            money={money}
            disabled={busy}
            testId="slip-setting-bonusAccountOneClickAmount"
            onCommit={(amount) => void change({ bonusAccountOneClickAmount: amount })}
            onStep={(from, direction) =>
              void run({ type: 'coupon/stepStake', payload: { target: { field: 'bonusOneClick' }, from, direction } })
            }
          />
        </fieldset>
      )}
      <fieldset className="slip-settings__group">
        <legend>{t('coupon.stake.label')}</legend>
        {check(t('coupon.settings.auto_max'), 'isAutoMax', settings.isAutoMax)}
        {(slip.vipBetAllowed || settings.isVipBet) &&
          check(t('coupon.settings.vip_bet'), 'isVipBet', settings.isVipBet, t('coupon.vip.explain'))}
        <Check
          label={t('coupon.settings.manual_step')}
          checked={settings.isManualAmountStep}
          disabled={busy}
          testId="slip-setting-isManualAmountStep"
          onChange={setManualStep}
        />
        {settings.isManualAmountStep && (
          <StakeInput
            label={t('coupon.settings.step', { iso })}
            value={slip.amountStep}
            step={oneMajor}
            digits={slip.currencyDigits}
            money={money}
            disabled={busy}
            testId="slip-setting-step"
            onCommit={(step) => void run({ type: 'coupon/setAmountStep', payload: { step } })}
            onStep={(from, direction) =>
              void run({ type: 'coupon/stepStake', payload: { target: { field: 'amountStep' }, from, direction } })
            }
          />
        )}
      </fieldset>
      <fieldset className="slip-settings__group">
        <legend>{t('coupon.title')}</legend>
        {check(t('coupon.settings.balance_shown'), 'isBalanceShown', settings.isBalanceShown)}
        {check(t('coupon.settings.possible_win_shown'), 'isPossibleWinShown', settings.isPossibleWinShown)}
        {check(t('coupon.settings.select_account_shown'), 'isSelectAccountShown', settings.isSelectAccountShown)}
        {check(t('coupon.settings.coupon_fixed'), 'isCouponFixed', settings.isCouponFixed)}
      </fieldset>
      {confirm && (
        <Modal title={t('coupon.one_click.confirm_title')} onClose={() => setConfirm(null)} testId="slip-one-click-confirm">
          <p>{t('coupon.one_click.confirm_body', { count: confirm.count })}</p>
          <div className="session-actions">
            <button
              type="button"
              className="button button--primary"
              data-testid="slip-one-click-confirm-yes"
              onClick={() => {
                const changes = confirm.changes;
                setConfirm(null);
                dismiss();
                void change(changes, true);
              }}
            >
              {t('coupon.one_click.confirm_yes')}
            </button>
            <button type="button" className="button" data-testid="slip-one-click-confirm-no" onClick={() => setConfirm(null)}>
              {t('coupon.one_click.confirm_no')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}

function Check(props: {
  label: string;
  hint?: string;
  checked: boolean;
  disabled: boolean;
  testId: string;
  onChange: (checked: boolean) => Promise<boolean>;
}): ReactNode {
  const hintId = useId();
  const { shown, choose, forget } = usePendingChoice(props.checked);
  return (
    <div className="slip-check-field">
      <label className="slip-check">
        <input
          type="checkbox"
          checked={shown}
          disabled={props.disabled}
          data-testid={props.testId}
          aria-describedby={props.hint ? hintId : undefined}
          onChange={(e) => {
            const next = e.target.checked;
            choose(next);
            void props.onChange(next).then((ok) => ok || forget());
          }}
        />
        <span>{props.label}</span>
      </label>
      {props.hint && (
        <p className="slip-hint" id={hintId}>
          {props.hint}
        </p>
      )}
    </div>
  );
}
