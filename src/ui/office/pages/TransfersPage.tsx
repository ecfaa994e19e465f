import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransferView } from '../../../protocol/schemas/office';
import type { PageProps } from '../../core-access/pageProps';
import { useCore, useProjection } from '../../core-access/coreContext';
import { Button } from '../../design/Button';
import { useSessionRequest } from '../../session/useSession';
import { useOfficeFrameTexts } from '../frame/officeTexts';
import { moneyText, newMoveKey, refusalText, typedMinor } from './officeText';

/**
 * office/transfers: moves money between two of the player's own accounts.
 * The worker checks the core's rules (own accounts, no bonus account, the
 * convert setting, a rate) and the server books it through the ledger with
 * this form's key, kept while the player retries the same move, so a double
 * click or a lost answer moves the money once. Below, the transfers so far.
 */
export function TransfersPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const ready = useOfficeFrameTexts();
  const lang = resolution.language;
  const core = useCore();
  const request = useSessionRequest();
  const session = useProjection('session');
  const accounts = (session?.accounts?.all_accounts ?? []).filter((a) => a.type !== 4);
  const preset = Number(resolution.query.from) || null;
  const [fromId, setFromId] = useState<number | null>(preset);
  const [toId, setToId] = useState<number | null>(null);
  const [amountText, setAmountText] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const [key, setKey] = useState(newMoveKey);
  const [history, setHistory] = useState<readonly TransferView[] | null>(null);
  const ids = { from: useId(), to: useId(), amount: useId(), title: useId() };
  const from = accounts.find((a) => a.id === fromId) ?? accounts[0] ?? null;
  const to = accounts.find((a) => a.id === toId && a.id !== from?.id) ?? accounts.find((a) => a.id !== from?.id) ?? null;
  const isoOf = (id: number) => accounts.find((a) => a.id === id)?.iso ?? '';

  const loadHistory = useCallback(() => {
    void core.ask('officeTransfers', { lang }).then((answer) => setHistory(answer.status === 'ok' ? answer.value : []));
  }, [core, lang]);
  useEffect(loadHistory, [loadHistory]);

  if (!ready) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!from || !to || busy) return;
    const typed = typedMinor(amountText, from.iso);
    if (!typed.ok) return setMessage({ kind: 'error', text: refusalText(t, typed.code, typed.params) });
    setBusy(true);
    setMessage(null);
    const answer = await core
      .ask('officeTransfer', { fromAccountId: from.id, toAccountId: to.id, amount: typed.minor, key })
      .catch(() => ({ status: 'refused', code: 'network_error', params: {}, retry: true }) as const);
    setBusy(false);
    if (answer.status === 'ok') {
      const done = answer.value.transfer;
      setMessage({
        kind: 'done',
        text: t('officeFrame.transfers.done', {
          amount: moneyText(done.amount, done.fromIso, lang),
          credited: moneyText(done.credited, done.toIso, lang),
        }),
      });
      setAmountText('');
      setKey(newMoveKey());
      void request({ kind: 'refreshAccounts' });
      loadHistory();
    } else if (answer.status === 'signedOut') setMessage({ kind: 'error', text: t('officeFrame.refusal.signed_out') });
    else {
      // A move that may not have arrived keeps its key: sending it again cannot move the money twice.
      if (!answer.retry) setKey(newMoveKey());
      setMessage({ kind: 'error', text: refusalText(t, answer.code, answer.params) });
    }
  }

  return (
    <section className="page office-page" data-testid="office-transfers" aria-labelledby={ids.title}>
      <h1 id={ids.title}>{t('officeFrame.transfers.title')}</h1>
      <p>{t('officeFrame.transfers.intro')}</p>
      {accounts.length < 2 ? (
        <p data-testid="transfers-one-account">{t('officeFrame.transfers.one_account')}</p>
      ) : (
        <form className="card office-form" onSubmit={(e) => void submit(e)} noValidate>
          <label htmlFor={ids.from}>
            {t('officeFrame.transfers.from')}
            <select id={ids.from} value={from?.id ?? ''} onChange={(e) => setFromId(Number(e.target.value))} data-testid="transfer-from">
              {accounts.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.iso} · {moneyText(a.money, a.iso, lang)}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={ids.to}>
            {t('officeFrame.transfers.to')}
            <select id={ids.to} value={to?.id ?? ''} onChange={(e) => setToId(Number(e.target.value))} data-testid="transfer-to">
              {accounts
                .filter((a) => a.id !== from?.id)
                .map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.iso} · {moneyText(a.money, a.iso, lang)}
                  </option>
                ))}
            </select>
          </label>
          <label htmlFor={ids.amount}>
            {t('officeFrame.transfers.amount', { currency: from?.iso ?? '' })}
            <input
              id={ids.amount}
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              onChange={(e) => setAmountText(e.target.value)}
              data-testid="transfer-amount"
            />
          </label>
          <Button type="submit" variant="primary" disabled={busy} data-testid="transfer-submit">
            {t('officeFrame.transfers.submit')}
          </Button>
          {message && (
            <p
              role={message.kind === 'error' ? 'alert' : 'status'}
              className={message.kind === 'error' ? 'inline-error' : undefined}
              data-testid={message.kind === 'error' ? 'transfer-error' : 'transfer-done'}
            >
              {message.text}
            </p>
          )}
        </form>
      )}
      <section aria-labelledby={`${ids.title}-history`}>
        <h2 id={`${ids.title}-history`}>{t('officeFrame.transfers.history')}</h2>
        {history === null ? null : history.length === 0 ? (
          <p>{t('officeFrame.transfers.none')}</p>
        ) : (
          <table className="office-table">
            <thead>
              <tr>
                <th scope="col">{t('officeFrame.transfers.when')}</th>
                <th scope="col">{t('officeFrame.transfers.from')}</th>
                <th scope="col">{t('officeFrame.transfers.to')}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((row) => (
                <tr key={row.id} data-testid="transfer-row">
                  <td>{new Date(row.at).toLocaleString(lang)}</td>
                  <td>{moneyText(row.amount, row.fromIso || isoOf(row.fromAccountId), lang)}</td>
                  <td>{moneyText(row.credited, row.toIso || isoOf(row.toAccountId), lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </section>
  );
}
