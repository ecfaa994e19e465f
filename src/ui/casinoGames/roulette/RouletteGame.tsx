import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../core/format';
import type { RouletteBet, RoulettePlacement } from '../../../protocol/casino/roulette';
import type { SharedBet, SharedRound } from '../../../protocol/casino/shared';
import { Button } from '../../design/Button';
import { Segmented } from '../../design/Segmented';
import type { SharedRoundViewProps } from '../../gameFrame/sharedViewProps';
import { SharedTableFooter } from '../SharedTableFooter';
import { useCasinoSharedTexts } from '../sharedTexts';
import { useSharedRound } from '../useSharedRound';
import { betKey, INSIDE_COUNT, OUTSIDE_BETS, pocketColour, ROWS, type InsideKind } from './layout';
import '../sharedGames.css';

const DIGITS = 2;
const CHIP_MULTIPLES = [1, 5, 10, 50] as const;
const counting = (round: SharedRound) => round.phase !== 'ended' || round.nextRoundAt !== null;

interface Chip {
  readonly bet: RouletteBet;
  readonly stake: number;
}

/**
 * The live-casino roulette table: chips placed on the layout in the betting
 * window (numbers are buttons: mouse, touch and keyboard alike), sent as one
 * placement; the ball's pocket, the player's result and the last results
 * once the round ends.
 */
export function RouletteGame(props: SharedRoundViewProps<RoulettePlacement>) {
  const ready = useCasinoSharedTexts();
  const { t, i18n } = useTranslation();
  const { round, serverNow } = useSharedRound(props.subscribe, counting);
  const [chipValue, setChipValue] = useState(String(props.minBet));
  const [kind, setKind] = useState<InsideKind>('straight');
  const [picked, setPicked] = useState<readonly number[]>([]);
  const [chips, setChips] = useState<readonly Chip[]>([]);
  const [bets, setBets] = useState<readonly SharedBet[]>([]);
  const [results, setResults] = useState<readonly SharedRound[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const money = (minor: number) => formatMoney(minor, props.currency, DIGITS, i18n.language);
  const { myBets, history } = props;

  const roundId = round?.roundId;
  const ended = round?.phase === 'ended';
  useEffect(() => {
    if (roundId === undefined) return;
    void myBets().then(setBets, () => undefined);
    if (ended)
      void history().then(
        (answer) => setResults(answer.rounds),
        () => undefined,
      );
    else setChips([]);
  }, [roundId, ended, myBets, history]);

  if (!ready || !round) return <p className="shared-game__loading">{ready ? t('casinoShared.common.loading') : null}</p>;

  const open = round.phase === 'betting' && serverNow < round.bettingEndsAt;
  const seconds = Math.max(0, Math.ceil(((open ? round.bettingEndsAt : (round.nextRoundAt ?? serverNow)) - serverNow) / 1000));
  const pocket = round.result?.engine === 'roulette' ? round.result.pocket : null;
  const stakeOfChip = Number(chipValue);
  const addChip = (bet: RouletteBet) => setChips((now) => [...now, { bet, stake: stakeOfChip }]);
  const pick = (n: number) => {
    if (!open) return;
    const next = picked.includes(n) ? picked.filter((x) => x !== n) : [...picked, n];
    if (next.length < INSIDE_COUNT[kind]) return setPicked(next);
    setPicked([]);
    addChip({ kind, numbers: next });
  };
  const staked = (key: string) => chips.filter((c) => betKey(c.bet) === key).reduce((sum, c) => sum + c.stake, 0);
  const total = chips.reduce((sum, c) => sum + c.stake, 0);
  const place = () => {
    setProblem(null);
    props.placeBet({ chips: chips.map((c) => ({ bet: c.bet, stake: c.stake })) }).then(
      (placed) => {
        setBets((now) => [...now, placed.bet]);
        setChips([]);
      },
      (error: unknown) => setProblem(t('casinoShared.common.refused', { message: error instanceof Error ? error.message : String(error) })),
    );
  };
  const cell = (n: number) => (
    <button
      key={n}
      type="button"
      className={[
        `roulette__cell roulette__cell--${pocketColour(n)}`,
        picked.includes(n) ? 'is-picked' : '',
        pocket === n ? 'is-result' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      onClick={() => pick(n)}
      disabled={!open}
      aria-pressed={picked.includes(n)}
    >
      {n}
      {staked(`straight:${n}`) > 0 ? <span className="roulette__chip">{money(staked(`straight:${n}`))}</span> : null}
    </button>
  );
  const outsideLabel = (bet: RouletteBet) =>
    'index' in bet ? t(`casinoShared.roulette.outside.${bet.kind}`, { index: bet.index }) : t(`casinoShared.roulette.outside.${bet.kind}`);

  return (
    <section className="shared-game roulette-game" aria-labelledby="roulette-title">
      <header className="shared-game__head">
        <h2 id="roulette-title">{t('casinoShared.roulette.title')}</h2>
        {props.demo ? <span className="shared-game__demo">{t('casinoShared.common.demo')}</span> : null}
      </header>
      <p className="shared-game__rules">{t('casinoShared.roulette.rules')}</p>
      <output className="roulette-game__status" aria-live="polite">
        {pocket !== null
          ? t('casinoShared.roulette.result', { pocket: `${pocket} ${t(`casinoShared.roulette.colours.${pocketColour(pocket)}`)}` })
          : open
            ? t('casinoShared.common.bets_close_in', { seconds })
            : t('casinoShared.common.bets_closed')}
      </output>
      {pocket !== null && round.nextRoundAt !== null ? (
        <p className="shared-game__next">{t('casinoShared.common.next_round_in', { seconds })}</p>
      ) : null}
      <div className="shared-game__controls">
        <Segmented
          name="roulette-chip"
          label={t('casinoShared.roulette.chip')}
          value={chipValue}
          options={CHIP_MULTIPLES.map((m) => ({ value: String(props.minBet * m), label: money(props.minBet * m) }))}
          onChange={setChipValue}
        />
        <Segmented
          name="roulette-kind"
          label={t('casinoShared.roulette.bet_kind')}
          value={kind}
          options={(Object.keys(INSIDE_COUNT) as InsideKind[]).map((k) => ({ value: k, label: t(`casinoShared.roulette.kinds.${k}`) }))}
          onChange={(k) => {
            setKind(k);
            setPicked([]);
          }}
        />
      </div>
      {kind !== 'straight' ? <p className="shared-game__hint">{t('casinoShared.roulette.pick', { count: INSIDE_COUNT[kind] })}</p> : null}
      <div className="roulette__table" role="group" aria-label={t('casinoShared.roulette.table')} dir="ltr">
        <div className="roulette__zero">{cell(0)}</div>
        <div className="roulette__numbers">{ROWS.map((row) => row.map(cell))}</div>
        <div className="roulette__outside">
          {OUTSIDE_BETS.map((bet) => (
            <button
              key={betKey(bet)}
              type="button"
              className={`roulette__outside-bet roulette__outside-bet--${bet.kind}`}
              onClick={() => addChip(bet)}
              disabled={!open}
            >
              {outsideLabel(bet)}
              {staked(betKey(bet)) > 0 ? <span className="roulette__chip">{money(staked(betKey(bet)))}</span> : null}
            </button>
          ))}
        </div>
      </div>
      <div className="shared-game__controls">
        <span>{t('casinoShared.roulette.chips_total', { count: chips.length, amount: money(total) })}</span>
        <Button onClick={() => setChips([])} disabled={chips.length === 0}>
          {t('casinoShared.roulette.clear')}
        </Button>
        <Button variant="primary" onClick={place} disabled={!open || chips.length === 0}>
          {t('casinoShared.common.place_bet')}
        </Button>
      </div>
      {bets.map((bet) => (
        <p key={bet.betId} className="shared-game__bet">
          {bet.status === 'won'
            ? t('casinoShared.common.won', { amount: money(bet.win) })
            : bet.status === 'lost'
              ? t('casinoShared.common.lost')
              : bet.status === 'refunded'
                ? t('casinoShared.common.refunded')
                : t('casinoShared.common.your_bet', { amount: money(bet.stake) })}
        </p>
      ))}
      <SharedTableFooter
        problem={problem}
        results={results}
        round={round}
        result={(r) =>
          r.result?.engine === 'roulette' ? (
            <li key={r.roundId} className={`roulette__past roulette__cell--${pocketColour(r.result.pocket)}`}>
              {r.result.pocket}
            </li>
          ) : null
        }
      />
    </section>
  );
}
