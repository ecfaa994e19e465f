import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefusalDispatch } from '../core-access/useRefusalDispatch';
import { Link } from 'react-router';
import type { PageProps } from '../core-access/pageProps';
import { visitorDateTimeFormat } from '../components/visitorTime';
import { useVisitorClock } from '../shell/useVisitorClock';
import { useWallet, WalletError, WalletGate } from './walletParts';
import {
  EMPTY_HISTORY_FILTER,
  HISTORY_KIND_GROUPS,
  historyQueryOf,
  money,
  walletErrorText,
  type HistoryFilter,
  type HistoryKindGroup,
} from './walletText';

/**
 * office/historypay: every movement of the player's money, newest first, with
 * the balance after each; filtered by days, type and account on the server,
 * paged by the server's cursor, and the same rows as a CSV file.
 */
export function HistoryPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const wallet = useWallet();
  const send = useRefusalDispatch();
  const clock = useVisitorClock();
  const [draft, setDraft] = useState<HistoryFilter>(EMPTY_HISTORY_FILTER);
  const [applied, setApplied] = useState<HistoryFilter>(EMPTY_HISTORY_FILTER);
  const [rangeError, setRangeError] = useState(false);
  const signedIn = wallet?.player === 'signedIn';
  const id = useId();

  useEffect(() => {
    if (!signedIn) return;
    const asked = historyQueryOf(applied, clock.timeZoneHours);
    if (asked.ok) void send({ type: 'walletView/watchHistory', payload: asked.query });
  }, [signedIn, applied, clock.timeZoneHours, send]);
  useEffect(() => () => void send({ type: 'walletView/unwatchHistory', payload: {} }), [send]);

  function apply(event: FormEvent) {
    event.preventDefault();
    const asked = historyQueryOf(draft, clock.timeZoneHours);
    setRangeError(!asked.ok);
    if (asked.ok) setApplied(draft);
  }

  const history = wallet?.history;
  const accounts = wallet?.accounts ?? [];
  const format = visitorDateTimeFormat(lang, clock, 'short');
  const accountName = (accountId: number, type: number) =>
    t(type === 4 ? 'wallet.account.bonus' : type === 9 ? 'wallet.account.currency' : 'wallet.account.main') +
    (accounts.length > 1 ? ` #${accountId}` : '');

  return (
    <WalletGate wallet={wallet} testId="history-page">
      <section className="page wallet-page" data-testid="history-page" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{t('wallet.history.title')}</h1>
        <form className="wallet-filters" onSubmit={apply} aria-label={t('wallet.history.filters')}>
          <div className="field">
            <label htmlFor={`${id}-from`}>{t('wallet.history.from')}</label>
            <input
              id={`${id}-from`}
              type="date"
              data-testid="history-from"
              value={draft.from}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>{t('wallet.history.to')}</label>
            <input
              id={`${id}-to`}
              type="date"
              data-testid="history-to"
              value={draft.to}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-kind`}>{t('wallet.history.type')}</label>
            <select
              id={`${id}-kind`}
              data-testid="history-kind"
              value={draft.group}
              onChange={(e) => setDraft({ ...draft, group: e.target.value as HistoryKindGroup | '' })}
            >
              <option value="">{t('wallet.history.all_types')}</option>
              {(Object.keys(HISTORY_KIND_GROUPS) as HistoryKindGroup[]).map((group) => (
                <option key={group} value={group}>
                  {t(`wallet.history.group.${group}`)}
                </option>
              ))}
            </select>
          </div>
          {accounts.length > 1 && (
            <div className="field">
              <label htmlFor={`${id}-account`}>{t('wallet.account.label')}</label>
              <select
                id={`${id}-account`}
                data-testid="history-account"
                value={draft.accountId ?? ''}
                onChange={(e) => setDraft({ ...draft, accountId: e.target.value === '' ? null : Number(e.target.value) })}
              >
                <option value="">{t('wallet.history.all_accounts')}</option>
                {accounts.map((a) => (
                  <option key={a.id} value={a.id}>
                    {`${accountName(a.id, a.type)} ${a.currencyIso}`}
                  </option>
                ))}
              </select>
            </div>
          )}
          <button type="submit" className="button" data-testid="history-apply">
            {t('wallet.history.apply')}
          </button>
          {history?.csvUrl && (
            <a className="button button--ghost" href={history.csvUrl} download data-testid="history-csv">
              {t('wallet.history.csv')}
            </a>
          )}
        </form>
        <WalletError testId="history-range" text={rangeError ? t('wallet.history.range') : null} />
        {!history || history.status === 'idle' || (history.status === 'loading' && history.items.length === 0) ? (
          <p role="status" data-testid="history-loading">
            {t('wallet.loading')}
          </p>
        ) : history.status === 'error' && history.items.length === 0 ? (
          <WalletError
            testId="history-error"
            text={walletErrorText(t, { code: history.error ?? 'generic' }, null, lang)}
            onRetry={() => setApplied({ ...applied })}
          />
        ) : history.items.length === 0 ? (
          <p data-testid="history-empty">{t('wallet.history.empty')}</p>
        ) : (
          <div className="table-scroll">
            <table className="wallet-table" data-testid="history-table">
              <caption className="visually-hidden">{t('wallet.history.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('wallet.history.date')}</th>
                  <th scope="col">{t('wallet.history.type')}</th>
                  <th scope="col">{t('wallet.account.label')}</th>
                  <th scope="col" className="wallet-table__num">
                    {t('wallet.history.amount')}
                  </th>
                  <th scope="col" className="wallet-table__num">
                    {t('wallet.history.balance')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.items.map((item) => (
                  <tr key={item.entryId} data-testid="history-row" data-kind={item.kind}>
                    <td>
                      <time dateTime={new Date(item.createdAt).toISOString()}>{format.format(item.createdAt)}</time>
                    </td>
                    <td>{t(`wallet.kind.${item.kind}`)}</td>
                    <td>{`${accountName(item.accountId, item.accountType)} ${item.currencyIso}`}</td>
                    <td className={`wallet-table__num ${item.amount < 0 ? 'wallet-amount--out' : 'wallet-amount--in'}`}>
                      {item.amount > 0 ? '+' : item.amount < 0 ? '−' : ''}
                      {money(Math.abs(item.amount), item.currencyIso, lang)}
                    </td>
                    <td className="wallet-table__num" data-testid="history-balance">
                      {money(item.balanceAfter, item.currencyIso, lang)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {history?.status === 'error' && history.items.length > 0 && (
          <WalletError
            testId="history-more-error"
            text={walletErrorText(t, { code: history.error ?? 'generic' }, null, lang)}
            onRetry={() => void send({ type: 'walletView/loadMoreHistory', payload: {} })}
          />
        )}
        {history?.nextCursor && (
          <button
            type="button"
            className="button"
            data-testid="history-more"
            disabled={history.status === 'loading'}
            onClick={() => void send({ type: 'walletView/loadMoreHistory', payload: {} })}
          >
            {history.status === 'loading' ? t('wallet.loading') : t('wallet.history.more')}
          </button>
        )}
        <p className="wallet-links">
          <Link to={`/${lang}/office/recharge`}>{t('wallet.links.deposit')}</Link>
          <Link to={`/${lang}/office/deduce`}>{t('wallet.links.withdraw')}</Link>
        </p>
      </section>
    </WalletGate>
  );
}
