import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { percentText } from '../../core/format/percent';
import type { PaymentMethod } from '../../protocol/schemas/wallet';
import type { WalletAccountView, WalletProjection } from '../../protocol/wallet';
import { LoadingState } from '../components/LoadingState';
import { useCore, useProjection } from '../core-access/coreContext';
import { requestLogin } from '../core-access/loginRequest';
import { money } from './walletText';
import './wallet.css';

export function useWallet(): WalletProjection | undefined {
  return useProjection('wallet');
}

/** The worker's question, with a lost worker as an error code. */
export function useWalletAsk(): ReturnType<typeof useCore>['ask'] {
  const core = useCore();
  return useMemo(() => core.ask.bind(core), [core]);
}

/**
 * Every wallet page of a player: the worker still checking the session reads
 * as loading; a guest is asked to sign in (the login modal, coming back here).
 */
export function WalletGate({ wallet, testId, children }: { wallet: WalletProjection | undefined; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  if (!wallet || wallet.player === 'checking') return <LoadingState />;
  if (wallet.player === 'guest')
    return (
      <section className="page wallet-page" data-testid={testId} data-state="guest">
        <p>{t('wallet.sign_in_needed')}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => requestLogin({ returnUrl: window.location.pathname + window.location.search, reason: 'button' })}
        >
          {t('wallet.sign_in')}
        </button>
      </section>
    );
  return <>{children}</>;
}

/** A refusal or failure, announced at once. */
export function WalletError({ text, testId, onRetry }: { text: string | null; testId: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <div className="wallet-error" role="alert" data-testid={testId}>
      <p className="inline-error">{text}</p>
      {onRetry && (
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('wallet.retry')}
        </button>
      )}
    </div>
  );
}

export function accountLabel(t: (key: string) => string, account: WalletAccountView, lang: string): string {
  const kind = account.type === 9 ? t('wallet.account.currency') : t('wallet.account.main');
  return `${kind} ${account.currencyIso} · ${money(account.money, account.currencyIso, lang)}`;
}

/** The account money goes into or out of: a select when the player has several. */
export function AccountPicker(props: {
  accounts: readonly WalletAccountView[];
  value: number | null;
  onChange: (id: number) => void;
  lang: string;
  id: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={props.id}>{t('wallet.account.label')}</label>
      <select id={props.id} data-testid="wallet-account" value={props.value ?? ''} onChange={(e) => props.onChange(Number(e.target.value))}>
        {props.accounts.map((a) => (
          <option key={a.id} value={a.id}>
            {accountLabel(t, a, props.lang)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Basis points as a percentage in the page's language: 150 is "1.5%" in English. */
const feePercent = (bp: number, lang: string): string => percentText(lang, bp / 10_000, { max: 2 });

/** The methods of a direction and currency as a radio group, each with its limits, fee and time. */
export function MethodList(props: {
  methods: readonly PaymentMethod[];
  value: string | null;
  onChange: (id: string) => void;
  lang: string;
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="wallet-methods">
      <legend>{t('wallet.method.label')}</legend>
      {props.methods.map((m) => (
        <label key={m.id} className="wallet-method" data-testid={`method-${m.id}`}>
          <input type="radio" name={props.name} value={m.id} checked={props.value === m.id} onChange={() => props.onChange(m.id)} />
          <span className="wallet-method__name">{t(`wallet.method.name.${m.id}`, { defaultValue: m.name })}</span>
          <span className="wallet-method__limits">
            {t('wallet.method.limits', { min: money(m.min, m.currencyIso, props.lang), max: money(m.max, m.currencyIso, props.lang) })}
          </span>
          <span className="wallet-method__fee">
            {m.fee.fixed === 0 && m.fee.percentBp === 0
              ? t('wallet.method.no_fee')
              : m.fee.percentBp === 0
                ? t('wallet.method.fee_fixed', { fixed: money(m.fee.fixed, m.currencyIso, props.lang) })
                : m.fee.fixed === 0
                  ? t('wallet.method.fee_percent', { percent: feePercent(m.fee.percentBp, props.lang) })
                  : t('wallet.method.fee', {
                      fixed: money(m.fee.fixed, m.currencyIso, props.lang),
                      percent: feePercent(m.fee.percentBp, props.lang),
                    })}
          </span>
          <span className="wallet-method__time">
            {m.processing.maxMinutes === 0
              ? t('wallet.method.instant')
              : t('wallet.method.minutes', { min: m.processing.minMinutes, max: m.processing.maxMinutes })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
