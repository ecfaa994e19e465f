import { useTranslation } from 'react-i18next';
import { CRASH_GROWTH_PER_MS } from '../../../protocol/casino/crash';

const WIDTH = 320;
const HEIGHT = 180;
const POINTS = 48;

/** The flight so far as an SVG curve, the axes stretching as it goes (at least 10 s and 2x). Display only: the server pays. */
export function CrashCurve({ elapsedMs, crashed }: { readonly elapsedMs: number; readonly crashed: boolean }) {
  const { t } = useTranslation();
  const spanMs = Math.max(10_000, elapsedMs);
  const top = Math.max(2, Math.exp(CRASH_GROWTH_PER_MS * elapsedMs));
  const path = Array.from({ length: POINTS + 1 }, (_, i) => {
    const ms = (elapsedMs * i) / POINTS;
    const x = (ms / spanMs) * WIDTH;
    const y = HEIGHT - ((Math.exp(CRASH_GROWTH_PER_MS * ms) - 1) / (top - 1)) * HEIGHT;
    return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
  }).join(' ');
  return (
    <svg
      className={`crash-curve${crashed ? ' crash-curve--crashed' : ''}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={t('casinoShared.crash.curve')}
    >
      <path d={path} />
    </svg>
  );
}
