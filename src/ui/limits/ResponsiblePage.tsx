import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefusalDispatch } from '../core-access/useRefusalDispatch';
import type { LimitAsk, LimitOption, LimitsProjection, LimitView } from '../../protocol/limits';
import { LoadingState } from '../components/LoadingState';
import { useProjection } from '../core-access/coreContext';
import { requestLogin } from '../core-access/loginRequest';
import type { PageProps } from '../core-access/pageProps';
import { Button } from '../design/Button';
import { Skeleton } from '../design/Skeleton';
import { useVisitorClock } from '../shell/useVisitorClock';
import { AssessmentForm } from './AssessmentForm';
import { BreakPanel } from './BreakPanel';
import { SelfBlockPanel } from './SelfBlockPanel';
import { LimitCard } from './LimitCard';
import { LimitHistory } from './LimitHistory';
import type { LimitTextFormat } from './limitRefusal';
import './limits.css';
import './limitForms.css';

/** Which offered types each section shows, in the order a player reads them (the server says which are offered). */
const SECTIONS = {
  money: [20, 21, 22, 1, 2, 3, 10, 11, 12],
  time: [31, 32],
  breaks: [33, 30],
} as const;

const latest = (asks: readonly LimitAsk[], type: number): LimitAsk | undefined => asks.filter((a) => a.limitType === type).at(-1);

/**
 * office/responsible: each limit the site offers with its value, what it
 * used and left, its state and a pending change's deadline; the forms to set,
 * change, remove, confirm or cancel; time-out and self-exclusion behind a
 * confirmation; and the audit of every change. It paints the `limits`
 * projection and sends the limits context's commands: every rule is the server's.
 */
export function ResponsiblePage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const limits = useProjection('limits');
  const wallet = useProjection('wallet');
  const clock = useVisitorClock();
  const send = useRefusalDispatch();
  const titleId = useId();
  const signedIn = limits?.player === 'signedIn';

  useEffect(() => {
    if (signedIn) void send({ type: 'limitsView/refresh', payload: {} });
  }, [signedIn, send]);

  if (!limits || limits.player === 'checking') return <LoadingState />;
  if (limits.player === 'guest')
    return (
      <section className="page limits-page" data-testid="responsible-page" data-state="guest">
        <p>{t('limits.sign_in_needed')}</p>
        <Button variant="primary" onClick={() => requestLogin({ returnUrl: window.location.pathname, reason: 'button' })}>
          {t('limits.sign_in')}
        </Button>
      </section>
    );

  const format: LimitTextFormat = { lang, clock, now: Date.now() };
  const currency = wallet?.accounts.find((a) => a.type === 0)?.currencyIso ?? null;
  const retry = () => void send({ type: 'limitsView/refresh', payload: {} });
  return (
    <section className="page limits-page" data-testid="responsible-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('limits.page.title')}</h1>
      <p>{t('limits.page.intro')}</p>
      <Body limits={limits} format={format} currency={currency} send={send} retry={retry} />
    </section>
  );
}

interface BodyProps {
  readonly limits: LimitsProjection;
  readonly format: LimitTextFormat;
  readonly currency: string | null;
  readonly send: ReturnType<typeof useRefusalDispatch>;
  readonly retry: () => void;
}

function Body({ limits, format, currency, send, retry }: BodyProps) {
  const { t } = useTranslation();
  const { options, limits: list, history } = limits;
  if (options?.status === 'error' || list?.status === 'error')
    return (
      <div role="alert" data-testid="limits-error">
        <p className="inline-error">{t('limits.load_error')}</p>
        <Button onClick={retry}>{t('limits.retry')}</Button>
      </div>
    );
  if (options?.status !== 'ready' || list?.status !== 'ready')
    return (
      <div data-testid="limits-loading" aria-busy="true">
        <Skeleton shape="block" />
        <Skeleton shape="block" />
      </div>
    );
  const offered = (types: readonly number[]) =>
    types.map((type) => options.value.find((o) => o.limitType === type)).filter((o): o is LimitOption => o !== undefined);
  const limitOf = (type: number): LimitView | undefined => list.value.find((l) => l.limitType === type);
  const change = (type: number) => (c: { change: 'set' | 'remove'; value: number | null; currencyIso: string | null }) =>
    void send({ type: 'limits/change', payload: { ...c, limitType: type } });
  const pending = (type: number) => (action: 'confirm' | 'cancel', currencyIso: string | null) =>
    void send({ type: action === 'confirm' ? 'limits/confirm' : 'limits/cancel', payload: { limitType: type, currencyIso } });
  const cards = (types: readonly number[]) =>
    offered(types).map((option) => (
      <LimitCard
        key={option.limitType}
        option={option}
        limit={limitOf(option.limitType)}
        ask={latest(limits.asks, option.limitType)}
        format={format}
        currency={currency}
        onChange={change(option.limitType)}
        onPending={pending(option.limitType)}
      />
    ));
  return (
    <>
      <Section title={t('limits.section.money')}>{cards(SECTIONS.money)}</Section>
      <Section title={t('limits.section.time')}>{cards(SECTIONS.time)}</Section>
      <Section title={t('limits.section.breaks')}>
        {offered(SECTIONS.breaks).map((option) => (
          <BreakPanel
            key={option.limitType}
            option={option}
            running={limitOf(option.limitType)}
            ask={latest(limits.asks, option.limitType)}
            format={format}
            reasons={limits.reasons?.status === 'ready' ? limits.reasons.value : []}
            onStart={(days, reasonId) =>
              void send({
                type: 'limits/change',
                payload: { change: 'set', limitType: option.limitType, currencyIso: null, value: days, reasonId },
              })
            }
          />
        ))}
        <SelfBlockPanel
          block={limits.selfBlock ?? null}
          format={format}
          onBlock={() => void send({ type: 'limitsView/blockSelf', payload: { reasonId: null } })}
        />
      </Section>
      {limits.assessment && (
        <AssessmentForm
          key={limits.assessment.tokenGuid}
          assessment={limits.assessment}
          format={format}
          onAnswer={(answers) =>
            void send({ type: 'limitsView/answerAssessment', payload: { tokenGuid: limits.assessment?.tokenGuid ?? '', answers } })
          }
          onClose={() => void send({ type: 'limitsView/dismissAssessment', payload: {} })}
        />
      )}
      <Section title={t('limits.section.history')}>
        {history?.status === 'ready' ? (
          <LimitHistory rows={history.value} options={options.value} format={format} />
        ) : (
          <Skeleton shape="block" />
        )}
      </Section>
    </>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className="limits-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className="limits-grid">{children}</div>
    </section>
  );
}
