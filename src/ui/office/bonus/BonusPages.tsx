import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BonusProjection } from '../../../protocol/bonus';
import { LoadingState } from '../../components/LoadingState';
import { useDispatch, useProjection } from '../../core-access/coreContext';
import { requestLogin } from '../../core-access/loginRequest';
import type { PageProps } from '../../core-access/pageProps';
import { Button } from '../../design/Button';
import { Modal } from '../../design/Modal';
import { BonusCard } from './BonusCard';
import { FreeSpinCard } from './FreeSpinCard';
import { ReloadOfferCard } from './ReloadOfferCard';
import { useBonusTexts } from './useBonusTexts';
import './bonus.css';

type Mode = 'deposit' | 'wager';

/** The countdown's clock: the minute is its smallest unit, so once every few seconds is enough. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 5_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** What a refused forfeit or opt-in says: the reload offer withdrawn has its own words. */
function refusalText(refusal: NonNullable<BonusProjection['refusal']>): string {
  if (refusal.action === 'forfeit') return 'officeBonus.forfeit_failed';
  return refusal.code === 'wallet.bonus_reload_unavailable' ? 'officeBonus.reload_unavailable' : 'officeBonus.reload_failed';
}

/**
 * office/bonuses/deposit (the deposit bonuses: the reload bonus's opt-in,
 * the free spins to play with their game and time left, each active one with its progress, deadline, maximum conversion and rule, a
 * forfeit confirmed in a dialog, and the history with each ending) and office/bonuses/wager (each
 * active requirement's progress). Everything from the `bonus` projection:
 * the worker reads it again whenever the channel tells of a bonus, so a
 * stake in another tab moves the bar here.
 */
function BonusPage({ resolution, mode }: PageProps & { mode: Mode }) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const view = useProjection('bonus');
  const dispatch = useDispatch();
  const titleId = useId();
  const textsReady = useBonusTexts();
  const now = useNow();
  const [asking, setAsking] = useState<number | null>(null);
  const signedIn = view?.player === 'signedIn';
  useEffect(() => {
    if (signedIn) void dispatch({ type: 'bonus/reload', payload: {} });
  }, [signedIn, dispatch]);

  if (!textsReady || !view || view.player === 'checking') return <LoadingState />;
  if (view.player === 'guest')
    return (
      <section className="page bonus-page" data-testid="bonus-page" data-state="guest">
        <p>{t('officeBonus.sign_in_needed')}</p>
        <Button variant="primary" onClick={() => requestLogin({ returnUrl: window.location.pathname, reason: 'button' })}>
          {t('officeBonus.sign_in')}
        </Button>
      </section>
    );
  const active = view.active;
  if (!active)
    return view.failed ? (
      <section className="page bonus-page" data-testid="bonus-page" data-state="failed">
        <p role="alert">{t('officeBonus.load_failed')}</p>
        <Button onClick={() => void dispatch({ type: 'bonus/reload', payload: {} })}>{t('officeBonus.retry')}</Button>
      </section>
    ) : (
      <LoadingState />
    );
  const forfeited = asking === null ? undefined : active.find((b) => b.id === asking);
  return (
    <section className="page bonus-page" data-testid="bonus-page" data-state="ready" data-mode={mode} aria-labelledby={titleId}>
      <h1 id={titleId}>{t(`officeBonus.title_${mode}`)}</h1>
      <p className="bonus-hint">{t(`officeBonus.intro_${mode}`)}</p>
      {view.refusal && (
        <p className="inline-error" role="alert" data-testid="bonus-refusal">
          {t(refusalText(view.refusal))}
        </p>
      )}
      {mode === 'deposit' && view.reloadOffer && (
        <ReloadOfferCard
          offer={view.reloadOffer}
          lang={lang}
          busy={view.optingIn}
          onOptIn={(product) => void dispatch({ type: 'bonus/optInReload', payload: { product } })}
        />
      )}
      {mode === 'deposit' && view.freeSpins.length > 0 && (
        <section className="bonus-list" aria-label={t('officeBonus.free_spins.heading')} data-testid="free-spins">
          <h2>{t('officeBonus.free_spins.heading')}</h2>
          {view.freeSpins.map((grant) => (
            <FreeSpinCard key={grant.id} grant={grant} lang={lang} now={now} />
          ))}
        </section>
      )}
      {active.length === 0 ? (
        <p data-testid="bonus-none">{t('officeBonus.none')}</p>
      ) : (
        <div className="bonus-list" data-testid="bonus-active">
          {active.map((bonus) => (
            <BonusCard
              key={bonus.id}
              bonus={bonus}
              lang={lang}
              now={now}
              forfeiting={view.forfeiting === bonus.id}
              {...(mode === 'deposit' ? { onForfeit: () => setAsking(bonus.id) } : {})}
            />
          ))}
        </div>
      )}
      {mode === 'deposit' && (
        <section className="bonus-history" aria-label={t('officeBonus.history')} data-testid="bonus-history">
          <h2>{t('officeBonus.history')}</h2>
          {view.history.length === 0 ? (
            <p>{t('officeBonus.history_empty')}</p>
          ) : (
            <div className="bonus-list">
              {view.history.map((bonus) => (
                <BonusCard key={bonus.id} bonus={bonus} lang={lang} now={now} forfeiting={false} />
              ))}
            </div>
          )}
          {view.nextCursor !== null && (
            <Button onClick={() => void dispatch({ type: 'bonus/more', payload: {} })}>{t('officeBonus.more')}</Button>
          )}
        </section>
      )}
      {forfeited && (
        <Modal
          title={t('officeBonus.confirm_title')}
          onClose={() => setAsking(null)}
          testId="bonus-forfeit-dialog"
          size="sm"
          initialFocus="button"
          footer={
            <>
              <Button onClick={() => setAsking(null)}>{t('officeBonus.keep')}</Button>
              <Button
                variant="danger"
                data-testid="bonus-forfeit-confirm"
                onClick={() => {
                  setAsking(null);
                  void dispatch({ type: 'bonus/forfeit', payload: { bonusId: forfeited.id } });
                }}
              >
                {t('officeBonus.forfeit')}
              </Button>
            </>
          }
        >
          <p>{t('officeBonus.confirm_text')}</p>
        </Modal>
      )}
    </section>
  );
}

export const BonusDepositPage = (props: PageProps) => <BonusPage {...props} mode="deposit" />;
export const BonusWagerPage = (props: PageProps) => <BonusPage {...props} mode="wager" />;
