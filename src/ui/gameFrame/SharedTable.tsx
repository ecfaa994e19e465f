import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SharedBet, SharedRound, SharedStateAnswer, SharedTableId } from '../../protocol/casino/shared';
import { netOfBets, withAnswers, type SessionBets } from './sessionBets';
import { createSharedFrameApi, SharedRefused } from './sharedFrameApi';
import { SHARED_GAME_VIEWS } from './sharedViews';

/** A new clientRef per placement: a retry of the same request answers the first bet, a new bet gets a new ref. */
function placementRef(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface SharedTableProps {
  readonly table: SharedTableId;
  readonly demo: boolean;
  readonly currency: string;
  readonly balance: number | null;
  readonly paused: boolean;
  readonly getToken: () => string;
  /** A bet or cash-out answered with the balance. */
  onBalance(balance: number): void;
  /** A round ended: wins the server settled on its own (auto cash-outs, roulette) change the balance. */
  onRoundEnded(): void;
  /** Wins less stakes of the bets placed in this frame, each time an answer changes it. */
  onNet(net: number): void;
}

/** A shared table (crash, roulette) in the frame: its view wired to the games origin's shared routes with the launch token. */
export function SharedTable(props: SharedTableProps) {
  const { t } = useTranslation();
  const { table, getToken, onBalance, onRoundEnded, onNet, paused } = props;
  const api = useMemo(() => createSharedFrameApi(table, getToken, t('casinoPlay.errors.network')), [table, getToken, t]);
  const [limits, setLimits] = useState<SharedStateAnswer['limits'] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    api.state().then(
      (state) => setLimits(state.limits),
      () => setFailed(true),
    );
  }, [api]);

  const bets = useRef<SessionBets>(new Map());
  const take = useMemo(
    () => (answers: readonly SharedBet[], placedHere: boolean) => {
      bets.current = withAnswers(bets.current, answers, placedHere);
      onNet(netOfBets(bets.current));
    },
    [onNet],
  );

  // Its own memo: a new subscribe would reopen the stream, which a pause or a new balance must not do.
  const subscribe = useMemo(
    () => (onRound: (round: SharedRound) => void) =>
      api.subscribe((round) => {
        onRound(round);
        if (round.phase !== 'ended') return;
        onRoundEnded();
        // The round settled this frame's open bets on the server (a crash, an auto cash-out, the wheel): their wins.
        if ([...bets.current.values()].some((bet) => bet.status === 'open'))
          api.history().then(
            (history) => take(history.myBets, false),
            () => undefined,
          );
      }),
    [api, onRoundEnded, take],
  );
  const view = useMemo(
    () => ({
      myBets: () => api.state().then((state) => state.myBets),
      history: () => api.history(),
      placeBet: async (placement: unknown) => {
        if (paused) throw new SharedRefused('play_blocked', t('casinoPlay.frame.paused'));
        const answer = await api.bet(placementRef(), placement);
        onBalance(answer.balance);
        take([answer.bet], true);
        return answer;
      },
      cashOut: async (betId: number) => {
        const answer = await api.cashOut(betId);
        onBalance(answer.balance);
        take([answer.bet], false);
        return answer;
      },
    }),
    [api, onBalance, paused, t, take],
  );

  if (failed) return <p className="frame-message">{t('casinoPlay.frame.load_failed')}</p>;
  if (!limits) return <p className="frame-message">{t('casinoPlay.frame.loading')}</p>;
  const View = SHARED_GAME_VIEWS[table];
  return (
    <View
      currency={limits.currency ?? props.currency}
      minBet={limits.minBet}
      maxBet={limits.maxBet}
      demo={props.demo}
      balance={props.balance}
      subscribe={subscribe}
      myBets={view.myBets}
      history={view.history}
      placeBet={view.placeBet as never}
      cashOut={table === 'crash' ? view.cashOut : undefined}
    />
  );
}
