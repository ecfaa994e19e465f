import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useRefusalDispatch } from '../core-access/useRefusalDispatch';
import { Link, useNavigate } from 'react-router';
import type { WalletQueryResult } from '../../protocol/wallet';
import type { PaymentRequestTopic, PaymentRequestView } from '../../protocol/schemas/wallet';
import type { PageProps } from '../core-access/pageProps';
import { visitorDateTimeFormat } from '../components/visitorTime';
import { useVisitorClock } from '../shell/useVisitorClock';
import { useWallet, useWalletAsk, WalletError, WalletGate } from './walletParts';
import { money, walletErrorText } from './walletText';

type Loaded<T> = { readonly status: 'loading' } | WalletQueryResult<T>;

/** A worker question answered as a page state; `key` names what it depends on (and a retry). */
function useAsked<T>(key: string | null, run: () => Promise<WalletQueryResult<T>>): [Loaded<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: Loaded<T> }>({ key: '', value: { status: 'loading' } });
  const full = `${attempt}|${key}`;
  useEffect(() => {
    if (key === null) return;
    let cancelled = false;
    run()
      .catch((): WalletQueryResult<T> => ({ status: 'error', code: 'host_unavailable' }))
      .then((value) => {
        if (!cancelled) setState({ key: full, value });
      });
    return () => {
      cancelled = true;
    };
    // `key` stands for run's inputs.
  }, [full]);
  return [state.key === full ? state.value : { status: 'loading' }, () => setAttempt((n) => n + 1)];
}

function useTopics(signedIn: boolean) {
  const ask = useWalletAsk();
  return useAsked<readonly PaymentRequestTopic[]>(signedIn ? 'topics' : null, () => ask('paymentRequestTopics', {}));
}

function topicName(t: TFunction, topic: PaymentRequestTopic | undefined): string {
  return topic ? t(`wallet.requests.topic.${topic.key}`, { defaultValue: topic.key }) : '';
}

/** payment/requests: the player's cases about a payment, each opened to read the replies, answer or close it. */
export function PaymentRequestsPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const wallet = useWallet();
  const ask = useWalletAsk();
  const signedIn = wallet?.player === 'signedIn';
  const clock = useVisitorClock();
  const format = visitorDateTimeFormat(lang, clock, 'short');
  // A reply from the operator arrives on the channel: the list is read again.
  const replies = (wallet?.notices ?? []).filter((n) => n.event.type === 'payment_request_reply').length;
  const [list, retry] = useAsked(signedIn ? `requests|${replies}` : null, () => ask('paymentRequests', {}));
  const [topics] = useTopics(signedIn);
  const [open, setOpen] = useState<number | null>(null);
  const topicList = topics.status === 'ok' ? topics.value : [];

  return (
    <WalletGate wallet={wallet} testId="payment-requests-page">
      <section className="page wallet-page" data-testid="payment-requests-page">
        <h1>{t('wallet.requests.title')}</h1>
        <p>
          <Link className="button button--primary" to={`/${lang}/office/payment/create-request`} data-testid="request-new">
            {t('wallet.requests.new')}
          </Link>
        </p>
        {list.status === 'loading' ? (
          <p role="status">{t('wallet.loading')}</p>
        ) : list.status === 'error' ? (
          <WalletError testId="requests-error" text={walletErrorText(t, list, null, lang)} onRetry={retry} />
        ) : list.value.length === 0 ? (
          <p data-testid="requests-empty">{t('wallet.requests.empty')}</p>
        ) : (
          <ul className="wallet-list" data-testid="requests">
            {list.value.map((r) => (
              <li key={r.id} className="wallet-list__item" data-testid="request" data-status={r.status}>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-expanded={open === r.id}
                  aria-controls={`request-${r.id}`}
                  onClick={() => setOpen(open === r.id ? null : r.id)}
                >
                  {`#${r.id} · ${topicName(
                    t,
                    topicList.find((x) => x.id === r.topicId),
                  )}`}
                </button>
                <span className="wallet-status">{t(`wallet.requests.status.${r.status}`)}</span>
                <time dateTime={new Date(r.updatedAt).toISOString()}>{format.format(r.updatedAt)}</time>
                {open === r.id && <RequestDetail id={`request-${r.id}`} requestId={r.id} lang={lang} replies={replies} onChange={retry} />}
              </li>
            ))}
          </ul>
        )}
      </section>
    </WalletGate>
  );
}

function RequestDetail(props: { id: string; requestId: number; lang: string; replies: number; onChange: () => void }) {
  const { t } = useTranslation();
  const ask = useWalletAsk();
  const clock = useVisitorClock();
  const format = visitorDateTimeFormat(props.lang, clock, 'short');
  const [loaded, retry] = useAsked<PaymentRequestView>(`${props.requestId}|${props.replies}`, () =>
    ask('paymentRequest', { requestId: props.requestId }),
  );
  const [shown, setShown] = useState<PaymentRequestView | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const request = shown ?? (loaded.status === 'ok' ? loaded.value : null);

  async function act(run: () => Promise<WalletQueryResult<PaymentRequestView>>) {
    setBusy(true);
    setError(null);
    const answer = await run().catch((): WalletQueryResult<PaymentRequestView> => ({ status: 'error', code: 'host_unavailable' }));
    setBusy(false);
    if (answer.status === 'error') return setError(walletErrorText(t, answer, null, props.lang));
    setShown(answer.value);
    setMessage('');
    props.onChange();
  }

  if (!request)
    return loaded.status === 'error' ? (
      <WalletError testId="request-error" text={walletErrorText(t, loaded, null, props.lang)} onRetry={retry} />
    ) : (
      <p role="status">{t('wallet.loading')}</p>
    );
  return (
    <div id={props.id} className="wallet-request" data-testid="request-detail">
      {request.transactionId !== null && <p>{t('wallet.requests.transaction', { id: request.transactionId })}</p>}
      <ol className="wallet-messages">
        {request.messages.map((m) => (
          <li key={m.id} className={`wallet-message wallet-message--${m.author}`}>
            <strong>{t(`wallet.requests.author.${m.author}`)}</strong>{' '}
            <time dateTime={new Date(m.createdAt).toISOString()}>{format.format(m.createdAt)}</time>
            <p>{m.body}</p>
          </li>
        ))}
      </ol>
      {request.status !== 'closed' && (
        <form
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            if (message.trim() === '') return setError(t('wallet.requests.message_needed'));
            void act(() => ask('replyPaymentRequest', { requestId: request.id, message }));
          }}
        >
          <div className="field">
            <label htmlFor={inputId}>{t('wallet.requests.reply')}</label>
            <textarea id={inputId} value={message} maxLength={4000} onChange={(e) => setMessage(e.target.value)} />
          </div>
          <WalletError testId="request-action-error" text={error} />
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('wallet.requests.send')}
          </button>{' '}
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => void act(() => ask('closePaymentRequest', { requestId: request.id }))}
          >
            {t('wallet.requests.close')}
          </button>
        </form>
      )}
    </div>
  );
}

/**
 * payment/create-request (and /:topicId, /:topicId/:subTopicId, and the
 * transactions routes): the player picks what the case is about (a topic),
 * the method (a subtopic), the payment it concerns (one of their movements of
 * the topic's kinds) and writes what happened.
 */
export function CreateRequestPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const navigate = useNavigate();
  const wallet = useWallet();
  const ask = useWalletAsk();
  const signedIn = wallet?.player === 'signedIn';
  const [topics, retryTopics] = useTopics(signedIn);
  const topicId = Number(resolution.params.topicId ?? NaN);
  const transactionId = resolution.params.transactionId ? Number(resolution.params.transactionId) : null;
  const choosing = resolution.routeId === 'officePaymentTransactions';
  const topic = topics.status === 'ok' ? topics.value.find((x) => x.id === topicId) : undefined;
  const [subTopic, setSubTopic] = useState<number | null>(resolution.params.subTopicId ? Number(resolution.params.subTopicId) : null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per form: a resend after a lost answer creates one request.
  const key = useMemo(() => crypto.randomUUID(), []);
  const id = useId();
  const base = `/${lang}/office/payment`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!topic) return;
    if (message.trim() === '') return setError(t('wallet.requests.message_needed'));
    setBusy(true);
    setError(null);
    const answer = await ask('createPaymentRequest', { key, topicId: topic.id, subTopicId: subTopic, transactionId, message }).catch(
      () => ({ status: 'error' as const, code: 'host_unavailable' }),
    );
    setBusy(false);
    if (answer.status === 'error') return setError(walletErrorText(t, answer, null, lang));
    void navigate(`${base}/requests`);
  }

  let body;
  if (topics.status === 'loading') body = <p role="status">{t('wallet.loading')}</p>;
  else if (topics.status === 'error')
    body = <WalletError testId="topics-error" text={walletErrorText(t, topics, null, lang)} onRetry={retryTopics} />;
  else if (!topic)
    body = (
      <nav aria-label={t('wallet.requests.pick_topic')}>
        <p>{t('wallet.requests.pick_topic')}</p>
        <ul className="wallet-list">
          {topics.value.map((x) => (
            <li key={x.id}>
              <Link to={`${base}/create-request/${x.id}`} data-testid={`topic-${x.key}`}>
                {topicName(t, x)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    );
  else if (choosing) body = <TransactionPicker topic={topic} lang={lang} base={base} />;
  else
    body = (
      <form className="wallet-form" onSubmit={(e) => void submit(e)} noValidate>
        <p>{t('wallet.requests.about', { topic: topicName(t, topic) })}</p>
        {topic.subtopics.length > 0 && (
          <div className="field">
            <label htmlFor={`${id}-sub`}>{t('wallet.method.label')}</label>
            <select
              id={`${id}-sub`}
              value={subTopic ?? ''}
              onChange={(e) => setSubTopic(e.target.value === '' ? null : Number(e.target.value))}
            >
              <option value="">{t('wallet.requests.no_method')}</option>
              {topic.subtopics.map((s) => (
                <option key={s.id} value={s.id}>
                  {t(`wallet.method.name.${s.methodId}`, { defaultValue: s.name })}
                </option>
              ))}
            </select>
          </div>
        )}
        {topic.movementKinds.length > 0 && (
          <p>
            {transactionId !== null ? t('wallet.requests.transaction', { id: transactionId }) : t('wallet.requests.no_transaction')}{' '}
            <Link to={`${base}/requests/${topic.id}/transactions`}>{t('wallet.requests.pick_transaction')}</Link>
          </p>
        )}
        <div className="field">
          <label htmlFor={`${id}-message`}>{t('wallet.requests.message')}</label>
          <textarea id={`${id}-message`} value={message} maxLength={4000} onChange={(e) => setMessage(e.target.value)} />
        </div>
        <WalletError testId="create-request-error" text={error} />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('wallet.requests.send')}
        </button>
      </form>
    );

  return (
    <WalletGate wallet={wallet} testId="create-request-page">
      <section className="page wallet-page" data-testid="create-request-page">
        <h1>{t('wallet.requests.new')}</h1>
        {body}
        <p className="wallet-links">
          <Link to={`${base}/requests`}>{t('wallet.requests.title')}</Link>
        </p>
      </section>
    </WalletGate>
  );
}

/** The player's movements of the topic's kinds, each a link back to the form with that transaction. */
function TransactionPicker({ topic, lang, base }: { topic: PaymentRequestTopic; lang: string; base: string }) {
  const { t } = useTranslation();
  const wallet = useWallet();
  const send = useRefusalDispatch();
  const clock = useVisitorClock();
  const format = visitorDateTimeFormat(lang, clock, 'short');
  const kind = topic.movementKinds.join(',');
  useEffect(() => {
    void send({ type: 'walletView/watchHistory', payload: { kind } });
    return () => void send({ type: 'walletView/unwatchHistory', payload: {} });
  }, [kind, send]);
  const history = wallet?.history;
  if (!history || history.query?.kind !== kind || history.status === 'loading' || history.status === 'idle')
    return <p role="status">{t('wallet.loading')}</p>;
  if (history.status === 'error')
    return <WalletError testId="transactions-error" text={walletErrorText(t, { code: history.error ?? '' }, null, lang)} />;
  if (history.items.length === 0) return <p>{t('wallet.history.empty')}</p>;
  return (
    <ul className="wallet-list" aria-label={t('wallet.requests.pick_transaction')}>
      {history.items.map((item) => (
        <li key={item.entryId}>
          <Link to={`${base}/requests/${topic.id}/transactions/${item.movementId}`}>
            {[format.format(item.createdAt), t(`wallet.kind.${item.kind}`), money(Math.abs(item.amount), item.currencyIso, lang)].join(
              ' · ',
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
