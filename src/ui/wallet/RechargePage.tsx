import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefusalDispatch } from '../core-access/useRefusalDispatch';
import { Link } from 'react-router';
import type { PageProps } from '../core-access/pageProps';
import { useProjection } from '../core-access/coreContext';
import { useVisitorClock } from '../shell/useVisitorClock';
import { AccountPicker, MethodList, useWallet, WalletError, WalletGate } from './walletParts';
import { money, moneyAccounts, typedAmount, walletErrorText } from './walletText';

// The deposit-limit prompt before the first deposit (UKGC RTS 12): its own chunk, shared with the footer's prompts.
const LimitPrompts = lazy(() => import('../limitPrompts/LimitPrompts'));

/**
 * /recharge and office/recharge: the player picks an account and a method
 * (with its limits, fee and time, from the server), types an amount, and is
 * sent to the payment provider's page. The worker checks the amount with the
 * one amount rule the server uses, creates the payment intent and says where
 * to go; the provider sends the player back to an onpay page.
 */
export function RechargePage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const wallet = useWallet();
  const send = useRefusalDispatch();
  const siteConfig = useProjection('siteConfig');
  const session = useProjection('session');
  const clock = useVisitorClock();
  const accounts = moneyAccounts(wallet?.accounts ?? []);
  const [accountId, setAccountId] = useState<number | null>(null);
  const account = accounts.find((a) => a.id === accountId) ?? accounts[0] ?? null;
  const iso = account?.currencyIso ?? null;
  const methods = iso ? wallet?.methods[`deposit:${iso}`] : undefined;
  const [methodId, setMethodId] = useState<string | null>(null);
  const methodList = methods?.status === 'ready' ? methods.value : [];
  const method = methodList.find((m) => m.id === methodId) ?? methodList[0] ?? null;
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The deposit key before this tab's submit: a newer flow is the one this tab started. */
  const [started, setStarted] = useState<{ readonly before: string | null } | null>(null);
  const amountId = useId();
  const signedIn = wallet?.player === 'signedIn';

  useEffect(() => {
    if (signedIn && iso) void send({ type: 'walletView/loadMethods', payload: { direction: 'deposit', currencyIso: iso } });
  }, [signedIn, iso, send]);

  const deposit = wallet?.deposit ?? null;
  useEffect(() => {
    if (!started || !deposit || deposit.key === started.before) return;
    if (deposit.phase === 'redirect' && deposit.redirectUrl) {
      // Leaving for the provider's page: the form stays busy until the page goes.
      setStarted({ before: deposit.key });
      window.location.assign(deposit.redirectUrl);
    } else if (deposit.phase === 'refused' && deposit.error) {
      setStarted(null);
      setError(walletErrorText(t, deposit.error, deposit.currencyIso, lang, clock));
    }
  }, [deposit, started, t, lang, clock]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!account || !method) return;
    const typed = typedAmount(amountText, account.currencyIso);
    if (!typed.ok) return setError(walletErrorText(t, typed, account.currencyIso, lang));
    setError(null);
    setStarted({ before: deposit?.key ?? null });
    const refusal = await send({
      type: 'wallet/startDeposit',
      payload: {
        accountId: account.id,
        methodId: method.id,
        amount: typed.minor,
        currencyIso: account.currencyIso,
        lang,
        limits: { min: method.min, max: method.max, step: method.step },
      },
    });
    if (refusal) {
      setStarted(null);
      setError(walletErrorText(t, refusal, account.currencyIso, lang, clock));
    }
  }

  const bonus = siteConfig?.status === 'ready' ? siteConfig.config.firstDepositBonusSetting : null;
  const bonusCap = bonus && iso ? bonus.capByCurrency[iso] : undefined;
  const offersBonus =
    bonus && bonusCap !== undefined && session?.config && session.config.bonus_choice !== 0 && !session.config.has_deposit;
  const busy = deposit?.phase === 'creating' || started !== null;
  const waiting = !started && deposit?.phase === 'redirect' && deposit.redirectUrl ? deposit : null;

  return (
    <WalletGate wallet={wallet} testId="recharge-page">
      <section className="page wallet-page" data-testid="recharge-page" aria-labelledby={`${amountId}-title`}>
        <h1 id={`${amountId}-title`}>{t('wallet.recharge.title')}</h1>
        <Suspense fallback={null}>
          <LimitPrompts lang={lang} place="depositPage" />
        </Suspense>
        {waiting && (
          <div className="wallet-panel" data-testid="deposit-waiting" role="status">
            <p>{t('wallet.recharge.waiting', { amount: money(waiting.amount, waiting.currencyIso, lang) })}</p>
            <a className="button button--primary" href={waiting.redirectUrl ?? undefined}>
              {t('wallet.recharge.continue')}
            </a>{' '}
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void send({ type: 'wallet/dismissDeposit', payload: {} })}
            >
              {t('wallet.recharge.dismiss')}
            </button>
          </div>
        )}
        {accounts.length === 0 ? (
          <p data-testid="recharge-no-account">{t('wallet.no_account')}</p>
        ) : (
          <form className="wallet-form" onSubmit={(e) => void submit(e)} noValidate>
            {accounts.length > 1 && (
              <AccountPicker
                accounts={accounts}
                value={account?.id ?? null}
                onChange={setAccountId}
                lang={lang}
                id={`${amountId}-account`}
              />
            )}
            {methods === undefined || methods.status === 'loading' ? (
              <p role="status" data-testid="methods-loading">
                {t('wallet.method.loading')}
              </p>
            ) : methods.status === 'error' ? (
              <WalletError
                testId="methods-error"
                text={walletErrorText(t, { code: methods.code }, iso, lang)}
                onRetry={() => iso && void send({ type: 'walletView/loadMethods', payload: { direction: 'deposit', currencyIso: iso } })}
              />
            ) : methodList.length === 0 ? (
              <p data-testid="methods-empty">{t('wallet.method.none')}</p>
            ) : (
              <MethodList methods={methodList} value={method?.id ?? null} onChange={setMethodId} lang={lang} name={`${amountId}-method`} />
            )}
            {offersBonus && bonus && bonusCap !== undefined && iso && (
              <p className="wallet-bonus note" data-testid="first-deposit-bonus">
                {t('wallet.recharge.bonus', {
                  percent: bonus.percent,
                  cap: money(bonusCap, iso, lang),
                  times: bonus.wageringMultiplier,
                  days: bonus.days,
                })}
              </p>
            )}
            <div className="field">
              <label htmlFor={amountId}>{t('wallet.amount', { currency: iso ?? '' })}</label>
              <input
                id={amountId}
                data-testid="deposit-amount"
                inputMode="decimal"
                autoComplete="off"
                value={amountText}
                aria-invalid={error !== null}
                aria-describedby={error ? `${amountId}-error` : undefined}
                onChange={(e) => setAmountText(e.target.value)}
              />
            </div>
            <div id={`${amountId}-error`}>
              <WalletError testId="deposit-error" text={error} />
            </div>
            <button type="submit" className="button button--primary" data-testid="deposit-submit" disabled={!method || busy}>
              {busy ? t('wallet.recharge.preparing') : t('wallet.recharge.submit')}
            </button>
          </form>
        )}
        <p className="wallet-links">
          <Link to={`/${lang}/office/historypay`}>{t('wallet.links.history')}</Link>
          <Link to={`/${lang}/office/deduce`}>{t('wallet.links.withdraw')}</Link>
          {/* Limits at most two clicks from any page: the header's Deposit, then this. */}
          <Link to={`/${lang}/office/responsible`} data-testid="deposit-limits-link">
            {t('limits.link')}
          </Link>
        </p>
      </section>
    </WalletGate>
  );
}
