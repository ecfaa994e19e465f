import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefusalDispatch } from '../core-access/useRefusalDispatch';
import { Link } from 'react-router';
import type { IntentView } from '../../protocol/schemas/wallet';
import type { PageProps } from '../core-access/pageProps';
import { useWallet, useWalletAsk, WalletError, WalletGate } from './walletParts';
import { money, walletErrorText } from './walletText';

type Loaded =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly intent: IntentView }
  | { readonly status: 'error'; readonly code: string };

/** How the page reads an intent's status: the outcome a player understands. */
export function depositOutcome(status: IntentView['status']): 'success' | 'fail' | 'pending' | 'cancel' {
  if (status === 'succeeded') return 'success';
  if (status === 'failed') return 'fail';
  if (status === 'cancelled') return 'cancel';
  return 'pending';
}

/**
 * onpay/success, fail, pending and cancel: where the provider sends the player
 * back. The URL only names the payment (`?intent=`); what happened is read
 * from the server through the worker, and a payment still waiting changes on
 * this page when the provider's webhook reaches the site (the player channel).
 */
export function OnpayPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const intentId = resolution.query.intent ?? '';
  const wallet = useWallet();
  const ask = useWalletAsk();
  const send = useRefusalDispatch();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const signedIn = wallet?.player === 'signedIn';
  // The channel's word on this payment (and the flow's copy of the intent): ask the server again when it changes.
  const heard = (wallet?.notices ?? []).filter((n) => n.event.type === 'deposit_status' && n.event.intentId === intentId).length;
  const flowIntent = wallet?.deposit?.intent?.id === intentId ? wallet.deposit.intent : null;

  useEffect(() => {
    if (signedIn && intentId) void send({ type: 'wallet/returnFromProvider', payload: { intentId } });
  }, [signedIn, intentId, send]);

  useEffect(() => {
    if (!signedIn || !intentId) return;
    let cancelled = false;
    ask('walletIntent', { intentId })
      .then((answer) => (answer.status === 'ok' ? { status: 'ready' as const, intent: answer.value } : answer))
      .catch(() => ({ status: 'error' as const, code: 'host_unavailable' }))
      .then((next) => {
        if (!cancelled) setLoaded((before) => (next.status === 'error' && before.status === 'ready' ? before : next));
      });
    return () => {
      cancelled = true;
    };
  }, [signedIn, intentId, heard, attempt, ask]);

  // The newer of the two: the page's own answer, or the flow's copy the worker refreshed.
  const intent =
    loaded.status === 'ready' && flowIntent
      ? flowIntent.updatedAt > loaded.intent.updatedAt
        ? flowIntent
        : loaded.intent
      : loaded.status === 'ready'
        ? loaded.intent
        : flowIntent;
  const outcome = intent ? depositOutcome(intent.status) : null;

  return (
    <WalletGate wallet={wallet} testId="onpay-page">
      <section className="page page--centered wallet-page wallet-onpay" data-testid="onpay-page" data-outcome={outcome ?? 'unknown'}>
        {!intentId ? (
          <>
            <h1>{t('wallet.onpay.unknown_title')}</h1>
            <p>{t('wallet.onpay.no_payment')}</p>
          </>
        ) : !intent && loaded.status === 'error' ? (
          <>
            <h1>{t('wallet.onpay.unknown_title')}</h1>
            <WalletError testId="onpay-error" text={walletErrorText(t, loaded, null, lang)} onRetry={() => setAttempt((n) => n + 1)} />
          </>
        ) : !intent || !outcome ? (
          <p role="status" data-testid="onpay-loading">
            {t('wallet.onpay.checking')}
          </p>
        ) : (
          <>
            <h1 data-testid="onpay-title">{t(`wallet.onpay.${outcome}.title`)}</h1>
            <div role="status" aria-live="polite">
              <p data-testid="onpay-text">
                {t(`wallet.onpay.${outcome}.text`, {
                  amount: money(intent.amount, intent.currencyIso, lang),
                  credited: money(intent.credited, intent.currencyIso, lang),
                })}
              </p>
              {outcome === 'success' && intent.fee > 0 && (
                <p className="hint">{t('wallet.onpay.fee', { fee: money(intent.fee, intent.currencyIso, lang) })}</p>
              )}
              {(outcome === 'fail' || outcome === 'cancel') && intent.failureReason && (
                <p data-testid="onpay-reason">
                  {t(`wallet.onpay.reason.${intent.failureReason}`, { defaultValue: t('wallet.onpay.reason.other') })}
                </p>
              )}
              {outcome === 'pending' && (
                <p className="hint">
                  <span className="spinner spinner--small" aria-hidden="true" /> {t('wallet.onpay.pending.wait')}
                </p>
              )}
            </div>
          </>
        )}
        <p className="wallet-links">
          {outcome !== 'success' && <Link to={`/${lang}/office/recharge`}>{t('wallet.onpay.again')}</Link>}
          <Link to={`/${lang}/office/historypay`}>{t('wallet.links.history')}</Link>
          <Link to={`/${lang}`}>{t('wallet.links.home')}</Link>
        </p>
      </section>
    </WalletGate>
  );
}

/**
 * onpay/withdraw/success, fail, pending and cancel: a withdrawal's outcome.
 * With `?withdrawal=` the page shows that withdrawal as the server holds it
 * (never the URL's word); without, what the page's outcome means and where
 * the player's withdrawals are.
 */
export function OnpayWithdrawPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const wallet = useWallet();
  const send = useRefusalDispatch();
  const signedIn = wallet?.player === 'signedIn';
  const withdrawalId = Number(resolution.query.withdrawal ?? resolution.query.id ?? NaN);
  const routeOutcome = resolution.routeId.replace('onpayWithdraw', '').toLowerCase();

  useEffect(() => {
    if (signedIn) void send({ type: 'walletView/refreshWithdrawals', payload: {} });
  }, [signedIn, send]);

  const list = wallet?.withdrawals;
  const withdrawal = list?.status === 'ready' ? list.value.find((w) => w.id === withdrawalId) : undefined;
  const outcome = withdrawal
    ? { paid: 'success', refused: 'fail', cancelled: 'cancel', pending: 'pending', approved: 'pending' }[withdrawal.status]
    : ['success', 'fail', 'pending', 'cancel'].includes(routeOutcome)
      ? routeOutcome
      : 'pending';

  return (
    <WalletGate wallet={wallet} testId="onpay-withdraw-page">
      <section className="page page--centered wallet-page wallet-onpay" data-testid="onpay-withdraw-page" data-outcome={outcome}>
        <h1>{t(`wallet.onpay.withdraw.${outcome}`)}</h1>
        {withdrawal && (
          <p role="status" data-testid="onpay-withdrawal">
            {t('wallet.onpay.withdraw.detail', {
              amount: money(withdrawal.amount, withdrawal.currencyIso, lang),
              status: t(`wallet.withdraw.status.${withdrawal.status}`),
            })}
          </p>
        )}
        {Number.isFinite(withdrawalId) && list?.status === 'loading' && <p role="status">{t('wallet.loading')}</p>}
        <p className="wallet-links">
          <Link to={`/${lang}/office/deduce`}>{t('wallet.links.withdrawals')}</Link>
          <Link to={`/${lang}/office/historypay`}>{t('wallet.links.history')}</Link>
        </p>
      </section>
    </WalletGate>
  );
}
