import { useTranslation } from 'react-i18next';
import { BONUS_GAME_OPTIONS, BONUS_GAME_TABLES, type BonusGameId, type BonusGamePrize } from '../../protocol/constants/bonusGames';
import type { BonusGameTry } from '../../protocol/schemas/bonusGames';

/** A prize as the short words on an opened option. */
function shortPrize(t: (key: string, values?: Record<string, unknown>) => string, prize: BonusGamePrize | undefined): string {
  if (!prize || prize.kind === 'none') return t('games.prize_short.none');
  if (prize.kind === 'freeSpins') return t('games.prize_short.freeSpins', { count: prize.count });
  return String(prize.amount / 100);
}

/**
 * The options of a picking game (chests, cards, dial digits, scratch fields,
 * eggs) as buttons: a pick plays the try. The pick is presentation: the try's
 * first fair draw decides the prize, which the picked option shows; the
 * others then open on what the next draws put in them. Arrow keys are the
 * browser's (each option is a button in the tab order).
 */
export function PickBoard({
  game,
  played,
  picked,
  disabled,
  onPick,
}: {
  game: BonusGameId;
  played: BonusGameTry | null;
  picked: number | null;
  disabled: boolean;
  onPick: (option: number) => void;
}) {
  const { t } = useTranslation();
  const table = BONUS_GAME_TABLES[game];
  const count = BONUS_GAME_OPTIONS[game];
  const open = played !== null && picked !== null;
  // The other options' contents in order, the picked one skipped.
  const lineOf = (option: number): number | undefined => {
    if (!played || picked === null) return undefined;
    if (option === picked) return played.line;
    return played.others[option < picked ? option : option - 1];
  };
  return (
    <div className={`bg-board bg-board--${game}`} data-testid="pick-board">
      {Array.from({ length: count }, (_, option) => {
        const line = lineOf(option);
        const mine = open && option === picked;
        return (
          <button
            key={option}
            type="button"
            className={`bg-option${open ? ' bg-option--open' : ''}${mine ? ' bg-option--mine' : ''}`}
            disabled={disabled || open}
            aria-pressed={mine}
            aria-label={t(`games.option.${game}`, { n: game === 'safe' ? option : option + 1 })}
            data-testid={`pick-${option}`}
            onClick={() => onPick(option)}
          >
            <span className="bg-option__face" aria-hidden="true">
              {game === 'safe' ? option : ''}
            </span>
            <span className="bg-option__inside">{open && line !== undefined ? shortPrize(t, table[line]?.prize) : ''}</span>
          </button>
        );
      })}
    </div>
  );
}
