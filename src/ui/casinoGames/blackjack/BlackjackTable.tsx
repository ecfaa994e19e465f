import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText, currencyDigits, formatMoney } from '../../../core/format';
import type {
  BlackjackAction,
  BlackjackBet,
  BlackjackHandView,
  BlackjackTable as BlackjackRules,
  BlackjackView,
} from '../../../protocol/casino/blackjack';
import { Badge } from '../../design/Badge';
import { Button } from '../../design/Button';
import { Skeleton } from '../../design/Skeleton';
import { stakeProblem, typedStake } from '../keno/stake';
import { HandRow } from './HandRow';
import { RulesPanel } from './RulesPanel';
import { useBlackjackTexts } from './texts';
import './blackjack.css';

/**
 * What the game frame hands the blackjack table: the round as the server
 * shows it (null before the first deal), the actions the server allows now,
 * and callbacks that ask the server to deal or to act. The table decides no
 * rule and no pay: counts, results and pays come with the view.
 */
export interface BlackjackTableProps {
  readonly view: BlackjackView | null;
  readonly allowed: readonly BlackjackAction[];
  readonly onAction: (action: BlackjackAction) => void;
  readonly onDeal: (bet: BlackjackBet) => void;
  /** A request is on its way: every control waits. */
  readonly busy: boolean;
  /** The variant's rules and exact return, stated beside the table. */
  readonly rules: BlackjackRules;
  readonly rtp: number;
  readonly currency: string;
  /** Bet bounds in minor units. */
  readonly minBet: number;
  readonly maxBet: number;
  /** The balance the round is played from, minor units (null while unknown). */
  readonly balance: number | null;
  /** Play money (a guest's demo). */
  readonly demo: boolean;
}

/** The keys that act, by physical key (so they work on every keyboard layout), and the order the buttons show. */
const KEYS: readonly (readonly [BlackjackAction, string, string])[] = [
  ['hit', 'KeyH', 'H'],
  ['stand', 'KeyS', 'S'],
  ['double', 'KeyD', 'D'],
  ['split', 'KeyP', 'P'],
  ['insurance', 'KeyI', 'I'],
  ['noInsurance', 'KeyN', 'N'],
];

/** Whether a key press belongs to a field being typed in rather than to the table. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('input, select, textarea, [contenteditable="true"]') !== null;

export function BlackjackTable(props: BlackjackTableProps) {
  const ready = useBlackjackTexts();
  return ready ? <BlackjackPlay {...props} /> : <Skeleton shape="block" testId="blackjack-loading" />;
}

function BlackjackPlay({
  view,
  allowed,
  onAction,
  onDeal,
  busy,
  rules,
  rtp,
  currency,
  minBet,
  maxBet,
  balance,
  demo,
}: BlackjackTableProps) {
  const { t, i18n } = useTranslation();
  const digits = currencyDigits(currency);
  const money = (minor: number) => formatMoney(minor, currency, digits, i18n.language);
  const [stakeText, setStakeText] = useState(() => amountText(minBet, digits));
  const stake = typedStake(stakeText, digits);
  const problem = stakeProblem(stake, { minBet, maxBet, balance, demo });
  const betting = view === null || view.phase === 'over';
  const canDeal = betting && !busy && problem === null && stake !== null;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (busy || event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      const found = KEYS.find(([action, code]) => code === event.code && allowed.includes(action));
      if (!found) return;
      event.preventDefault();
      onAction(found[0]);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [allowed, busy, onAction]);

  const deal = () => {
    if (canDeal) onDeal({ stake });
  };

  return (
    <div className="bj" data-testid="blackjack-table">
      <header className="bj-head">
        <h2>{t('blackjackGame.title')}</h2>
        {demo && <Badge tone="accent">{t('blackjackGame.demo')}</Badge>}
      </header>
      <div className="bj-layout">
        <div className="bj-felt">
          {view ? (
            <>
              <HandRow label={t('blackjackGame.dealer')} cards={view.dealer.cards} count={view.dealer.count} testId="blackjack-dealer" />
              <div className="bj-hands">
                {view.hands.map((hand, i) => (
                  <HandRow
                    key={i}
                    label={
                      view.hands.length > 1 ? t('blackjackGame.hand_of', { hand: i + 1, hands: view.hands.length }) : t('blackjackGame.you')
                    }
                    cards={hand.cards}
                    count={hand.count}
                    active={view.phase === 'player' && view.hands.length > 1 && i === view.active}
                    note={handNote(hand, t, money)}
                    testId={`blackjack-hand-${i}`}
                  />
                ))}
              </div>
            </>
          ) : (
            <p className="bj-empty">{t('blackjackGame.place_bet')}</p>
          )}
          <p className="bj-status" role="status" data-testid="blackjack-status">
            {statusText(view, t, money)}
          </p>
          {!betting && (
            <div className="bj-actions" role="group" aria-label={t('blackjackGame.actions')}>
              {KEYS.filter(([action]) => allowed.includes(action)).map(([action, , key]) => (
                <Button
                  key={action}
                  variant={action === 'stand' || action === 'noInsurance' ? 'secondary' : 'primary'}
                  disabled={busy}
                  aria-keyshortcuts={key}
                  onClick={() => onAction(action)}
                >
                  {t(`blackjackGame.action_${action}`)}
                  <kbd className="bj-key" aria-hidden="true">
                    {key}
                  </kbd>
                </Button>
              ))}
            </div>
          )}
        </div>
        <div className="bj-side">
          <form
            className="bj-bet card"
            onSubmit={(event) => {
              event.preventDefault();
              deal();
            }}
          >
            <label htmlFor="bj-stake">{t('blackjackGame.stake', { currency })}</label>
            <input
              id="bj-stake"
              inputMode="decimal"
              value={stakeText}
              disabled={!betting || busy}
              aria-invalid={problem !== null}
              aria-describedby="bj-stake-help"
              onChange={(event) => setStakeText(event.target.value)}
            />
            <p id="bj-stake-help" className={problem ? 'bj-help bj-help--error' : 'bj-help'}>
              {problem
                ? t(`blackjackGame.stake_${problem}`, { min: money(minBet), max: money(maxBet) })
                : t('blackjackGame.stake_range', { min: money(minBet), max: money(maxBet) })}
            </p>
            <Button type="submit" variant="primary" disabled={!canDeal}>
              {t('blackjackGame.deal')}
            </Button>
          </form>
          <RulesPanel rules={rules} rtp={rtp} />
        </div>
      </div>
    </div>
  );
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** A finished hand's result and pay, or what it stakes while in play. */
function handNote(hand: BlackjackHandView, t: Translate, money: (minor: number) => string): string {
  if (hand.result === null) return hand.doubled ? t('blackjackGame.doubled', { stake: money(hand.stake) }) : '';
  return t(`blackjackGame.result_${hand.result}`, { pay: money(hand.pay ?? 0) });
}

function statusText(view: BlackjackView | null, t: Translate, money: (minor: number) => string): string {
  if (view === null) return '';
  if (view.phase === 'insurance') return t('blackjackGame.insurance_offer', { cost: money(view.insuranceStake) });
  if (view.phase === 'player') {
    return view.hands.length > 1 ? t('blackjackGame.your_move_hand', { hand: view.active + 1 }) : t('blackjackGame.your_move');
  }
  const insurance = view.insurance === 'taken' ? t('blackjackGame.insurance_paid', { pay: money(view.insurancePay ?? 0) }) : '';
  const win = view.win ?? 0;
  const total = win > 0 ? t('blackjackGame.round_pays', { win: money(win) }) : t('blackjackGame.round_lost');
  return insurance ? `${insurance} ${total}` : total;
}
