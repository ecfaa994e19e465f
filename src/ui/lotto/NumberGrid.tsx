import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Numbers per row of the grid: the arrow keys move by one, up and down by a row. */
const COLUMNS = 7;

/**
 * One line's numbers 1..balls as toggle buttons: a click or Space/Enter picks
 * or drops a number (no more than `drawn`), the arrow keys move between
 * numbers, Home and End go to the first and last. The grid reads in number
 * order in every direction.
 */
export function NumberGrid({
  balls,
  drawn,
  picked,
  label,
  onToggle,
}: {
  balls: number;
  drawn: number;
  picked: readonly number[];
  label: string;
  onToggle: (n: number) => void;
}) {
  const { t } = useTranslation();
  const grid = useRef<HTMLDivElement>(null);
  const full = picked.length >= drawn;
  const move = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = Number((e.target as HTMLElement).dataset.number);
    if (!at) return;
    const step: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS };
    const to = e.key === 'Home' ? 1 : e.key === 'End' ? balls : step[e.key] !== undefined ? at + (step[e.key] as number) : null;
    if (to === null) return;
    e.preventDefault();
    grid.current?.querySelector<HTMLButtonElement>(`[data-number="${Math.min(balls, Math.max(1, to))}"]`)?.focus();
  };
  return (
    <div ref={grid} className="lotto-grid" role="group" aria-label={label} onKeyDown={move} data-testid="lotto-grid">
      {Array.from({ length: balls }, (_, i) => i + 1).map((n) => {
        const on = picked.includes(n);
        return (
          <button
            key={n}
            type="button"
            className={on ? 'lotto-number lotto-number--on' : 'lotto-number'}
            aria-pressed={on}
            aria-disabled={!on && full}
            aria-label={on ? t('lotto.number_picked', { n }) : String(n)}
            data-number={n}
            data-testid="lotto-number"
            tabIndex={n === (picked[0] ?? 1) ? 0 : -1}
            onClick={() => (on || !full) && onToggle(n)}
          >
            {n}
          </button>
        );
      })}
    </div>
  );
}
