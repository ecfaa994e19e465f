import { useTranslation } from 'react-i18next';
import { KENO_BALLS } from '../../../protocol/casino/keno';

const NUMBERS = Array.from({ length: KENO_BALLS }, (_, i) => i + 1);

/**
 * The 80 numbers as toggle buttons: a click, Enter or Space picks or drops
 * one (the browser does the keyboard). Each cell says whether it is picked,
 * drawn so far, or both (a hit), in its name as well as its colour.
 */
export function KenoBoard({
  picks,
  drawn,
  full,
  locked,
  onToggle,
}: {
  picks: readonly number[];
  /** The balls revealed so far. */
  drawn: ReadonlySet<number>;
  /** Ten numbers are picked: the others cannot be. */
  full: boolean;
  /** A round is being played or revealed. */
  locked: boolean;
  onToggle(n: number): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="keno-board" role="group" aria-label={t('kenoGame.board')}>
      {NUMBERS.map((n) => {
        const picked = picks.includes(n);
        const isDrawn = drawn.has(n);
        const state = picked && isDrawn ? 'hit' : isDrawn ? 'drawn' : picked ? 'picked' : 'free';
        return (
          <button
            key={n}
            type="button"
            className={`keno-cell keno-cell--${state}`}
            aria-pressed={picked}
            aria-label={t(`kenoGame.cell_${state}`, { number: n })}
            disabled={locked || (full && !picked)}
            onClick={() => onToggle(n)}
          >
            {n}
          </button>
        );
      })}
    </div>
  );
}
