import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../core/format';
import type { CasinoRound, FrameFreeSpins, FrameGameAnswer } from '../../protocol/casino/play';
import { GAME_RECALL_ROUNDS } from '../../protocol/casino/play';
import { sharedTableIdSchema } from '../../protocol/casino/shared';
import { Button } from '../design/Button';
import { createFrameApi, PlayRefused } from './frameApi';
import type { LaunchParams } from './launchParams';
import { RecallList } from './RecallList';
import { SeedsPanel } from './SeedsPanel';
import { SessionBar } from './SessionBar';
import { SharedTable } from './SharedTable';
import { useParentLink } from './useParentLink';
import { GAME_VIEWS } from './views';
import { useSteppedCalls } from './useSteppedCalls';
import { STEPPED_VIEWS } from './steppedViews';
import { percentText } from '../../core/format/percent';

const MONEY_DIGITS = 2;

/** A new idempotency key per round: a retry of the same request replays, a new round gets a new key. */
function roundKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The game frame: the game's view with what the server decided, the
 * paytable and exact RTP before the first round, the session's net position
 * and time, the provably fair seeds and the last rounds. Pauses when the
 * site's page says so (the reality check, a limit).
 */
export function FrameApp({ launch }: { readonly launch: LaunchParams }) {
  const { t, i18n } = useTranslation();
  const [data, setData] = useState<FrameGameAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const [balance, setBalance] = useState<number | null>(null);
  const [rounds, setRounds] = useState<readonly CasinoRound[]>([]);
  const [freeSpins, setFreeSpins] = useState<FrameFreeSpins | null>(null);
  const [net, setNet] = useState(0);
  const [sharedNet, setSharedNet] = useState(0);
  const [started, setStarted] = useState(false);
  const [startedAt] = useState(() => Date.now());
  const link = useParentLink(data?.siteOrigin ?? null, launch.token);
  const tokenRef = useRef(link.token);
  tokenRef.current = link.token;
  const getToken = useCallback(() => tokenRef.current.current, []);
  const api = useMemo(() => createFrameApi(getToken), [getToken]);
  const post = link.post;
  const postRef = useRef(post);
  postRef.current = post;
  const showBalance = useCallback((next: number) => {
    setBalance(next);
    postRef.current({ type: 'balance', balance: next });
  }, []);
  // A shared round's end may have paid the player without a call of the frame (an auto cash-out, a roulette win).
  const refreshBalance = useCallback(() => {
    api.game().then(
      (answer) => showBalance(answer.balance),
      () => undefined,
    );
  }, [api, showBalance]);

  // A stepped round's every answer moves the balance (a stake, a win) and a finished one joins the recall.
  const stepped = useSteppedCalls(api, {
    paused: link.paused !== null,
    onBalance: (next, moved) => {
      showBalance(next);
      setNet((n) => n + moved);
    },
    onFinished: () =>
      api.game().then(
        (answer) => setRounds(answer.rounds),
        () => undefined,
      ),
  });

  useEffect(() => {
    api.game().then(
      (answer) => {
        setData(answer);
        setBalance(answer.balance);
        setRounds(answer.rounds);
        setFreeSpins(answer.freeSpins);
      },
      () => setFailed(true),
    );
  }, [api]);

  if (failed) return <p className="frame-message">{t('casinoPlay.frame.load_failed')}</p>;
  if (!data) return <p className="frame-message">{t('casinoPlay.frame.loading')}</p>;
  const shared = sharedTableIdSchema.safeParse(data.game.engine);
  const View = GAME_VIEWS[data.game.engine as keyof typeof GAME_VIEWS];
  const Stepped = STEPPED_VIEWS[data.game.engine as keyof typeof STEPPED_VIEWS];
  if (!View && !Stepped && !shared.success) return <p className="frame-message">{t('casinoPlay.errors.game_not_found')}</p>;
  const money = (minor: number) => formatMoney(minor, data.currency, MONEY_DIGITS, i18n.language);
  const rtp = percentText(i18n.language, data.game.rtp, { min: 2, max: 2 });

  const play = async (bet: unknown) => {
    if (link.paused !== null) throw new PlayRefused('play_blocked');
    // While free spins are offered every round is one of them; the server refuses one that is gone (expired meanwhile).
    const answer = await api.play(bet, roundKey(), freeSpins !== null).catch((error: unknown) => {
      if (error instanceof PlayRefused && error.code === 'free_spins_none')
        api.game().then(
          (fresh) => setFreeSpins(fresh.freeSpins),
          () => setFreeSpins(null),
        );
      throw error;
    });
    setBalance(answer.balance);
    setFreeSpins(answer.freeSpins);
    // A free spin's stake was not the player's: the session's net counts its win only.
    setNet((n) => n + answer.round.win - (answer.round.freeSpin ? 0 : answer.round.stake));
    setRounds((list) => [answer.round, ...list].slice(0, GAME_RECALL_ROUNDS));
    link.post({ type: 'balance', balance: answer.balance });
    return {
      roundId: answer.round.id,
      stake: answer.round.freeSpin ? 0 : answer.round.stake,
      win: answer.round.win,
      outcome: answer.round.outcome as never,
      balance: answer.balance,
    };
  };
  // What every game view is handed, own round or stepped: the game's table and bounds, the money it plays with.
  const gameProps = {
    theme: data.game.theme,
    table: data.game.table as never,
    rtp: data.game.rtp,
    currency: data.currency,
    minBet: data.game.minBet,
    maxBet: data.game.maxBet,
    demo: data.demo,
    balance,
  };

  return (
    <main className="frame" data-testid="game-frame">
      <SessionBar demo={data.demo} balance={balance === null ? '' : money(balance)} net={money(net + sharedNet)} startedAt={startedAt} />
      {link.paused !== null ? (
        <div className="frame-pause" role="alertdialog" aria-label={t('casinoPlay.frame.paused')} data-testid="frame-paused">
          <strong>{t('casinoPlay.frame.paused')}</strong>
          <p>{link.paused}</p>
        </div>
      ) : null}
      {freeSpins !== null && View ? (
        <p className="frame-free-spins" role="status" data-testid="frame-free-spins" data-left={freeSpins.spinsLeft}>
          <strong>{t('casinoPlay.frame.free_spins', { left: freeSpins.spinsLeft, stake: money(freeSpins.stake) })}</strong>
          <span>{t('casinoPlay.frame.free_spins_hint')}</span>
        </p>
      ) : null}
      {started ? null : (
        <section className="frame-intro" aria-labelledby="frame-title">
          <h1 id="frame-title">{data.game.name}</h1>
          <p data-testid="frame-rtp">{t('casinoPlay.frame.rtp', { rtp })}</p>
          <Button variant="primary" onClick={() => setStarted(true)}>
            {t('casinoPlay.frame.start')}
          </Button>
        </section>
      )}
      {/* The paytable shows before the first round; nothing in the view can be played until the player starts or while paused. */}
      <fieldset className="frame-game" disabled={!started || link.paused !== null}>
        {shared.success ? (
          <SharedTable
            table={shared.data}
            demo={data.demo}
            currency={data.currency}
            balance={balance}
            paused={link.paused !== null}
            getToken={getToken}
            onBalance={showBalance}
            onRoundEnded={refreshBalance}
            onNet={setSharedNet}
          />
        ) : View ? (
          <View {...gameProps} fixedStake={freeSpins?.stake ?? null} play={play as never} />
        ) : Stepped ? (
          <Stepped {...gameProps} {...stepped} />
        ) : null}
      </fieldset>
      {/* A shared table's fairness is its hash chain (the view's panel), not the own rounds' seeds. */}
      {shared.success ? null : (
        <>
          <RecallList rounds={rounds} money={money} />
          <SeedsPanel
            api={api}
            initial={data.seeds}
            gameId={data.game.id}
            stepped={Stepped !== undefined}
            lastRound={rounds[0] ?? null}
            money={money}
          />
        </>
      )}
    </main>
  );
}
