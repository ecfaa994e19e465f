import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefusalDispatch } from '../core-access/useRefusalDispatch';
import { Link } from 'react-router';
import type { WithdrawalView } from '../../protocol/schemas/wallet';
import type { PageProps } from '../core-access/pageProps';
import { visitorDateTimeFormat } from '../components/visitorTime';
import { useVisitorClock } from '../shell/useVisitorClock';
import { AccountPicker, MethodList, useWallet, WalletError, WalletGate } from './walletParts';
import { money, moneyAccounts, typedAmount, walletErrorText } from './walletText';
import { isStepUpRequired } from '../security/securityError';
import { useStepUp } from '../security/useStepUp';
import { ForfeitDialog, type ForfeitAsk } from './ForfeitDialog';

/**
 * office/deduce (and office/withdrawal): how much of an account may be
 * withdrawn now and why not more (the server's answer by the core's rule),
 * the withdrawal methods, the request (the money is held at once), and the
 * player's open withdrawals, each pending one with its cancel button.
 */
export function DeducePage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const wallet = useWallet();
  const send = useRefusalDispatch();
  const accounts = moneyAccounts(wallet?.accounts ?? []);
  const [accountId, setAccountId] = useState<number | null>(null);
  const account = accounts.find((a) => a.id === accountId) ?? accounts[0] ?? null;
  const iso = account?.currencyIso ?? null;
  const signedIn = wallet?.player === 'signedIn';
  const methods = iso ? wallet?.methods[`withdrawal:${iso}`] : undefined;
  const methodList = methods?.status === 'ready' ? methods.value : [];
  const [methodId, setMethodId] = useState<string | null>(null);
  const method = methodList.find((m) => m.id === methodId) ?? methodList[0] ?? null;
  const withdrawable = account ? wallet?.withdrawable[String(account.id)] : undefined;
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentKey, setSentKey] = useState<{ readonly before: string | null } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [forfeitAsk, setForfeitAsk] = useState<ForfeitAsk | null>(null);
  const id = useId();
  const stepUp = useStepUp();
  /** The request as last sent: after a step-up it goes again as it was (the form keeps the amount too). */
  const sent = useRef<Parameters<typeof send>[0] | null>(null);

  useEffect(() => {
    if (!signedIn || !iso || !account) return;
    void send({ type: 'walletView/loadMethods', payload: { direction: 'withdrawal', currencyIso: iso } });
    void send({ type: 'walletView/loadWithdrawable', payload: { accountId: account.id } });
  }, [signedIn, iso, account?.id, send]);
  useEffect(() => {
    if (signedIn) void send({ type: 'walletView/refreshWithdrawals', payload: {} });
  }, [signedIn, send]);

  // This tab's request: its answer comes back as the newest ask.
  const asks = wallet?.asks ?? [];
  const last = [...asks].reverse().find((a) => a.kind === 'request') ?? null;
  useEffect(() => {
    if (!sentKey || !last || last.key === sentKey.before || last.phase === 'sending') return;
    setSentKey(null);
    // A withdrawal asks this session to confirm who it is: the step-up dialog, then the same request again.
    if (last.phase === 'refused' && last.error && isStepUpRequired(last.error)) {
      const again = sent.current;
      void stepUp.ask().then((stepped) => {
        if (stepped && again) void sendRequest(again);
        else setError(t('security.errors.step_up_required'));
      });
      return;
    }
    // A running bonus: the player chooses to give it up (the same request again with forfeit) or to keep it.
    if (last.phase === 'refused' && last.error?.code === 'wallet.bonus_forfeit_required' && last.currencyIso) {
      setForfeitAsk({ amount: Number(last.error.params.amount ?? 0), currencyIso: last.currencyIso });
      return;
    }
    if (last.phase === 'refused' && last.error) setError(walletErrorText(t, last.error, last.currencyIso, lang));
    else if (last.phase === 'done' && last.amount !== null && last.currencyIso) {
      setAmountText('');
      setDone(t('wallet.withdraw.held', { amount: money(last.amount, last.currencyIso, lang) }));
    }
  }, [last, sentKey, t, lang]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!account || !method) return;
    const typed = typedAmount(amountText, account.currencyIso);
    if (!typed.ok) return setError(walletErrorText(t, typed, account.currencyIso, lang));
    await sendRequest({
      type: 'wallet/requestWithdrawal',
      payload: {
        accountId: account.id,
        methodId: method.id,
        amount: typed.minor,
        currencyIso: account.currencyIso,
        limits: { min: method.min, max: method.max, step: method.step },
      },
    });
  }

  async function sendRequest(command: Parameters<typeof send>[0]) {
    setError(null);
    setDone(null);
    setSentKey({ before: last?.key ?? null });
    sent.current = command;
    const refusal = await send(command);
    if (refusal) {
      setSentKey(null);
      setError(walletErrorText(t, refusal, account?.currencyIso ?? null, lang));
    }
  }

  const cancelling = new Set(asks.filter((a) => a.kind === 'cancel' && a.phase === 'sending').map((a) => a.withdrawalId));
  const cancelRefused = [...asks].reverse().find((a) => a.kind === 'cancel' && a.phase === 'refused');

  return (
    <WalletGate wallet={wallet} testId="deduce-page">
      <section className="page wallet-page" data-testid="deduce-page" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{t('wallet.withdraw.title')}</h1>
        {accounts.length === 0 || !account ? (
          <p>{t('wallet.no_account')}</p>
        ) : (
          <>
            {accounts.length > 1 && (
              <AccountPicker accounts={accounts} value={account.id} onChange={setAccountId} lang={lang} id={`${id}-account`} />
            )}
            <div className="wallet-panel" data-testid="withdrawable">
              {withdrawable === undefined || withdrawable.status === 'loading' ? (
                <p role="status">{t('wallet.withdraw.checking')}</p>
              ) : withdrawable.status === 'error' ? (
                <WalletError
                  testId="withdrawable-error"
                  text={walletErrorText(t, { code: withdrawable.code }, iso, lang)}
                  onRetry={() => void send({ type: 'walletView/loadWithdrawable', payload: { accountId: account.id } })}
                />
              ) : (
                <dl className="summary">
                  <dt>{t('wallet.withdraw.balance')}</dt>
                  <dd>{money(withdrawable.value.balance, withdrawable.value.currencyIso, lang)}</dd>
                  <dt>{t('wallet.withdraw.available')}</dt>
                  <dd data-testid="withdrawable-amount">{money(withdrawable.value.withdrawable, withdrawable.value.currencyIso, lang)}</dd>
                  {withdrawable.value.reasons.map((r) => (
                    <p key={r.code} className="hint" data-testid={`withdrawable-reason-${r.code}`}>
                      {t(`wallet.withdraw.held_back.${r.code}`, { amount: money(r.amount, withdrawable.value.currencyIso, lang) })}
                    </p>
                  ))}
                  {withdrawable.value.verificationThreshold !== null && !withdrawable.value.verified && (
                    <p className="hint">
                      {t('wallet.withdraw.verification', {
                        amount: money(withdrawable.value.verificationThreshold, withdrawable.value.currencyIso, lang),
                      })}
                    </p>
                  )}
                </dl>
              )}
            </div>
            <form className="wallet-form" onSubmit={(e) => void submit(e)} noValidate>
              {methods === undefined || methods.status === 'loading' ? (
                <p role="status">{t('wallet.method.loading')}</p>
              ) : methods.status === 'error' ? (
                <WalletError
                  testId="methods-error"
                  text={walletErrorText(t, { code: methods.code }, iso, lang)}
                  onRetry={() =>
                    iso && void send({ type: 'walletView/loadMethods', payload: { direction: 'withdrawal', currencyIso: iso } })
                  }
                />
              ) : methodList.length === 0 ? (
                <p>{t('wallet.method.none')}</p>
              ) : (
                <MethodList methods={methodList} value={method?.id ?? null} onChange={setMethodId} lang={lang} name={`${id}-method`} />
              )}
              <div className="field">
                <label htmlFor={`${id}-amount`}>{t('wallet.amount', { currency: iso ?? '' })}</label>
                <input
                  id={`${id}-amount`}
                  data-testid="withdraw-amount"
                  inputMode="decimal"
                  autoComplete="off"
                  value={amountText}
                  aria-invalid={error !== null}
                  onChange={(e) => setAmountText(e.target.value)}
                />
              </div>
              <WalletError testId="withdraw-error" text={error} />
              {done && (
                <p role="status" className="wallet-done" data-testid="withdraw-done">
                  {done}
                </p>
              )}
              <button type="submit" className="button button--primary" data-testid="withdraw-submit" disabled={!method || sentKey !== null}>
                {sentKey ? t('wallet.withdraw.sending') : t('wallet.withdraw.submit')}
              </button>
            </form>
          </>
        )}
        {stepUp.dialog}
        <h2>{t('wallet.withdraw.open')}</h2>
        <WalletError
          testId="cancel-error"
          text={cancelRefused?.error ? walletErrorText(t, cancelRefused.error, cancelRefused.currencyIso, lang) : null}
        />
        <Withdrawals
          list={wallet?.withdrawals ?? null}
          lang={lang}
          cancelling={cancelling}
          onCancel={(withdrawalId) => void send({ type: 'wallet/cancelWithdrawal', payload: { withdrawalId } })}
          onRetry={() => void send({ type: 'walletView/refreshWithdrawals', payload: {} })}
        />
        <p className="wallet-links">
          <Link to={`/${lang}/office/historypay`}>{t('wallet.links.history')}</Link>
          <Link to={`/${lang}/office/recharge`}>{t('wallet.links.deposit')}</Link>
        </p>
        {forfeitAsk && (
          <ForfeitDialog
            ask={forfeitAsk}
            lang={lang}
            onClose={() => setForfeitAsk(null)}
            onConfirm={() => {
              setForfeitAsk(null);
              const again = sent.current;
              if (again?.type === 'wallet/requestWithdrawal') void sendRequest({ ...again, payload: { ...again.payload, forfeit: true } });
            }}
          />
        )}
      </section>
    </WalletGate>
  );
}

function Withdrawals(props: {
  list: NonNullable<ReturnType<typeof useWallet>>['withdrawals'];
  lang: string;
  cancelling: ReadonlySet<number | null>;
  onCancel: (id: number) => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const clock = useVisitorClock();
  const { list, lang } = props;
  const format = visitorDateTimeFormat(lang, clock, 'short');
  if (list === null || list.status === 'loading') return <p role="status">{t('wallet.loading')}</p>;
  if (list.status === 'error')
    return <WalletError testId="withdrawals-error" text={walletErrorText(t, { code: list.code }, null, lang)} onRetry={props.onRetry} />;
  if (list.value.length === 0) return <p data-testid="withdrawals-empty">{t('wallet.withdraw.none')}</p>;
  return (
    <ul className="wallet-list" data-testid="withdrawals">
      {list.value.map((w: WithdrawalView) => (
        <li key={w.id} className="wallet-list__item" data-testid="withdrawal" data-status={w.status}>
          <span>{money(w.amount, w.currencyIso, lang)}</span>
          <span className="wallet-status">{t(`wallet.withdraw.status.${w.status}`)}</span>
          <time dateTime={new Date(w.createdAt).toISOString()}>{format.format(w.createdAt)}</time>
          {w.status === 'pending' && (
            <button
              type="button"
              className="button button--ghost"
              data-testid="withdrawal-cancel"
              disabled={props.cancelling.has(w.id)}
              onClick={() => props.onCancel(w.id)}
            >
              {t('wallet.withdraw.cancel')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
