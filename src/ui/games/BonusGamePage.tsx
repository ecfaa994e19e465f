import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isBonusGame, type BonusGameId } from '../../protocol/constants/bonusGames';
import type { BonusGamesProjection } from '../../protocol/bonusGames';
import type { PageProps } from '../core-access/pageProps';
import { requestLogin } from '../core-access/loginRequest';
import { LoadingState } from '../components/LoadingState';
import { Button } from '../design/Button';
import { NotFoundPage } from '../shell/pages/NotFoundPage';
import { GameArt } from './GameArt';
import { PickBoard } from './PickBoard';
import { PrizeTable } from './PrizeTable';
import { hoursMinutes } from './prizeText';
import { TryResult } from './TryResult';
import { TryState } from './TryState';
import { useBonusGames, useMinuteClock } from './useBonusGames';
import { Wheel } from './Wheel';

/** The refusals the page words itself; any other is "did not go through, try again". */
const REFUSALS = ['daily_used', 'no_tries', 'play_blocked', 'bonus_running', 'no_account', 'unavailable', 'sign_in'] as const;
/** The wheel's turn (games.css) and a moment more: the result shows then even if the browser never says the turn ended. */
const SPIN_FALLBACK_MS = 4000;

const reducedMotion = (): boolean => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function RefusalNotice({ refusal, now }: { refusal: NonNullable<BonusGamesProjection['refusal']>; now: number }) {
  const { t } = useTranslation();
  const code = refusal.code.replace(/^bonus_games\./, '');
  const known = REFUSALS.find((c) => c === code);
  return (
    <p className="bg-refusal" role="alert" data-testid="try-refusal" data-code={refusal.code}>
      {known ? t(`games.refusal.${known}`, { time: hoursMinutes((refusal.nextAt ?? now) - now) }) : t('games.refusal.other')}
    </p>
  );
}

/**
 * One bonus game (bonus-games/{gameRoute}, and the same under
 * allgamesentrance/{gameRoute}): its board (fortuna's wheel, or the options
 * to pick), what the player may play now, the try's prize and where it went,
 * and the prize table with its chances. A guest sees it all and a way to
 * sign in.
 */
export function BonusGamePage({ resolution }: PageProps) {
  const game = resolution.params.gameRoute ?? '';
  if (!isBonusGame(game)) return <NotFoundPage lang={resolution.language} />;
  return <GameScreen game={game} lang={resolution.language} />;
}

function GameScreen({ game, lang }: { game: BonusGameId; lang: string }) {
  const { t } = useTranslation();
  const { view, retry, dispatch } = useBonusGames();
  const now = useMinuteClock();
  // The option picked and the try shown when it was: the board opens on the try that pick played, not an earlier one.
  const [pick, setPick] = useState<{ option: number; before: number | null } | null>(null);
  const [spins, setSpins] = useState(0);
  const [stopped, setStopped] = useState(true);
  const played = view?.lastTry?.game === game ? view.lastTry : null;
  const seen = useRef(played?.id ?? null);

  // A new try of the wheel turns it; the result shows once it stops.
  useEffect(() => {
    if (!played || played.id === seen.current) return;
    seen.current = played.id;
    if (game !== 'fortuna') return;
    setSpins((n) => n + 1);
    if (reducedMotion()) return;
    setStopped(false);
    const timer = setTimeout(() => setStopped(true), SPIN_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [played, game]);

  if (!view || (view.list === null && view.status !== 'failed')) return <LoadingState message={t('games.loading')} />;
  if (view.list === null)
    return (
      <div className="page card bg-failed">
        <p role="alert">{t('games.failed')}</p>
        <Button variant="primary" onClick={retry}>
          {t('games.retry')}
        </Button>
      </div>
    );
  const { list } = view;
  const state = list.games.find((g) => g.game === game);
  const signedIn = view.player === 'signedIn' && list.player === 'signedIn';
  const canPlay = signedIn && !list.blocked && view.busy === null;
  // Today's free try first; with none left an unlocked one; with neither the server says when the next free one comes.
  const use = state && !state.dailyAvailable && state.unlockedTries > 0 ? 'unlocked' : 'daily';
  const picked = pick && played && played.id !== pick.before ? pick.option : null;
  const play = (option: number | null) => {
    setPick(option === null ? null : { option, before: played?.id ?? null });
    void dispatch({ type: 'bonusGames/play', payload: { game, use } });
  };
  const refusal = view.refusal?.game === game ? view.refusal : null;
  return (
    <section className="page bg-page" data-testid="bonus-game" data-game={game} aria-labelledby="bg-title">
      <p>
        <Link to={`/${lang}/allgamesentrance`}>{t('games.back')}</Link>
      </p>
      <header className="bg-page__head">
        <GameArt game={game} />
        <div>
          <h1 id="bg-title">{t(`games.name.${game}`)}</h1>
          <p className="hint">{t(`games.how.${game}`)}</p>
        </div>
      </header>
      <div className="bg-page__play card">
        {game === 'fortuna' ? (
          <Wheel ticket={played?.ticket ?? null} spinId={spins} onStopped={() => setStopped(true)} />
        ) : (
          <PickBoard game={game} played={played} picked={picked} disabled={!canPlay} onPick={play} />
        )}
        <div className="bg-controls">
          {signedIn && state && <TryState state={state} now={now} />}
          {!signedIn && (
            <>
              <p>{t('games.sign_in_needed')}</p>
              <Button
                variant="primary"
                data-testid="games-sign-in"
                onClick={() => requestLogin({ returnUrl: window.location.pathname + window.location.search, reason: 'button' })}
              >
                {t('games.sign_in')}
              </Button>
            </>
          )}
          {signedIn && list.blocked && <p role="alert">{t('games.state.blocked')}</p>}
          {canPlay && <p className="hint">{use === 'daily' ? t('games.play.uses_daily') : t('games.play.uses_unlocked')}</p>}
          {game === 'fortuna' && signedIn && (
            <Button variant="accent" size="lg" disabled={!canPlay || !stopped} onClick={() => play(null)} data-testid="spin">
              {view.busy === game ? t('games.play.busy') : t('games.play.spin')}
            </Button>
          )}
          {game !== 'fortuna' && canPlay && !played && <p>{t('games.play.pick')}</p>}
          {game !== 'fortuna' && played && picked !== null && (
            <Button variant="secondary" onClick={() => setPick(null)} data-testid="play-again">
              {t('games.play.again')}
            </Button>
          )}
          {refusal && <RefusalNotice refusal={refusal} now={now} />}
          {played && stopped && <TryResult played={played} lang={lang} />}
          <p className="hint">{t('games.day_note')}</p>
          <Link to={`/${lang}/bonus/games`}>{t('games.promo_link')}</Link>
        </div>
      </div>
      <PrizeTable game={game} currency={list.currency} lang={lang} />
    </section>
  );
}
