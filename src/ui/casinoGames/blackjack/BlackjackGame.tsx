import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../gameFrame/refusalText';
import type { BlackjackAction, BlackjackBet, BlackjackTable as BlackjackRules, BlackjackView } from '../../../protocol/casino/blackjack';
import type { SteppedPlayed, SteppedViewProps } from '../../gameFrame/steppedViewProps';
import { BlackjackTable } from './BlackjackTable';

type Props = SteppedViewProps<BlackjackBet, BlackjackAction, BlackjackView, null, BlackjackRules>;
type Round = SteppedPlayed<BlackjackView, BlackjackAction>;

/**
 * Blackjack in the game frame: the table asks, the server deals and acts
 * (the frame's stepped calls), and what the server answers is painted. An
 * open round left on reload comes back; a refusal (a limit, the balance, a
 * lost connection) is said in the player's words and the round stays as the
 * server last showed it.
 */
export function BlackjackGame({ table, rtp, currency, minBet, maxBet, demo, balance, resume, start, act }: Props) {
  const { t, i18n } = useTranslation();
  const [round, setRound] = useState<Round | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    resume().then(
      (open) => {
        if (open && !open.over) setRound(open);
      },
      () => undefined,
    );
  }, [resume]);

  const refused = useCallback((refusal: unknown) => setError(refusalText(t, i18n.language, refusal)), [t, i18n.language]);

  const run = (call: () => Promise<Round>) => {
    setBusy(true);
    setError(null);
    call()
      .then(setRound, refused)
      .finally(() => setBusy(false));
  };

  return (
    <>
      <BlackjackTable
        view={round?.view ?? null}
        allowed={round?.over === false ? round.allowed : []}
        onDeal={(bet) => run(() => start(bet))}
        onAction={(action) => {
          if (round) run(() => act(round.roundId, action));
        }}
        busy={busy}
        rules={table}
        rtp={rtp}
        currency={currency}
        minBet={minBet}
        maxBet={maxBet}
        balance={round?.balance ?? balance}
        demo={demo}
      />
      {error !== null && (
        <p className="bj-help bj-help--error" role="alert" data-testid="blackjack-error">
          {error}
        </p>
      )}
    </>
  );
}
