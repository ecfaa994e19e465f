import { useTranslation } from 'react-i18next';
import { BONUS_GAME_TABLES } from '../../protocol/constants/bonusGames';

const TURNS = 5;
const R = 100;
const COLOURS = ['bg-fill-brand', 'bg-fill-accent', 'bg-fill-header', 'bg-fill-soft'] as const;

/** The point on the wheel's rim at a share of the turn (0 at the top, clockwise). */
const rim = (share: number, radius = R): [number, number] => {
  const angle = share * 2 * Math.PI;
  return [radius * Math.sin(angle), -radius * Math.cos(angle)];
};

/**
 * Fortuna's wheel: one segment per line of its prize table, each as wide as
 * its weight, in table order from the top clockwise, so the wheel IS the
 * table. A try's ticket (its first fair draw) is a point on the rim: the
 * wheel turns until that point is under the pointer. Under
 * prefers-reduced-motion the turn takes no time (the motion tokens are zero).
 */
export function Wheel({ ticket, spinId, onStopped }: { ticket: number | null; spinId: number; onStopped: () => void }) {
  const { t } = useTranslation();
  const table = BONUS_GAME_TABLES.fortuna;
  const total = table.reduce((sum, l) => sum + l.weight, 0);
  let start = 0;
  const segments = table.map((line, index) => {
    const from = start / total;
    start += line.weight;
    const to = start / total;
    const [x1, y1] = rim(from);
    const [x2, y2] = rim(to);
    const [lx, ly] = rim((from + to) / 2, R * 0.68);
    const label =
      line.prize.kind === 'none'
        ? '–'
        : line.prize.kind === 'bonus'
          ? String(line.prize.amount / 100)
          : t('games.prize_short.freeSpins', { count: line.prize.count });
    return (
      <g key={index}>
        <path d={`M0 0 L${x1} ${y1} A${R} ${R} 0 ${to - from > 0.5 ? 1 : 0} 1 ${x2} ${y2}Z`} className={COLOURS[index % COLOURS.length]} />
        {to - from >= 0.03 && (
          <text x={lx} y={ly} className="bg-wheel__label" textAnchor="middle" dominantBaseline="middle">
            {label}
          </text>
        )}
      </g>
    );
  });
  // Whole turns plus the way back from the ticket's point to the top; each new spin adds its turns to the last.
  const rotation = ticket === null ? 0 : spinId * TURNS * 360 - ((ticket + 0.5) / total) * 360;
  return (
    <div className="bg-wheel" data-testid="fortuna-wheel" data-ticket={ticket ?? ''}>
      <svg viewBox="-110 -116 220 226" aria-hidden="true" focusable="false">
        <g
          className="bg-wheel__disc"
          style={{ transform: `rotate(${rotation}deg)` }}
          onTransitionEnd={onStopped}
          data-testid="fortuna-disc"
        >
          <circle r={R + 4} className="bg-fill-text" />
          {segments}
          <circle r="12" className="bg-fill-surface" />
        </g>
        <path d="M-9 -114 H9 L0 -96Z" className="bg-fill-text" />
      </svg>
    </div>
  );
}
