import { Icon } from './Icon';
import type { IconName } from './iconNames';

/** One icon per sport of the catalogue, by its slug; cyber disciplines by theirs, any other cyber sport a game pad. */
export const SPORT_ICONS: Readonly<Record<string, IconName>> = {
  football: 'football',
  'ice-hockey': 'hockey-stick',
  basketball: 'basketball',
  tennis: 'tennis',
  volleyball: 'volleyball',
  'table-tennis': 'table-tennis',
  ufc: 'hand-fist',
  mma: 'hand-fist',
  cs2: 'crosshair',
  'dota-2': 'swords',
  'league-of-legends': 'shield-half',
  fifa: 'gamepad-2',
  cricket: 'cricket',
  'marble-racing': 'marbles',
  politics: 'vote',
};

/** The sport's icon (decorative: the sport's name is written beside it); a cup for a sport without one. */
export function SportIcon({ slug, cyber = false, size = 18 }: { slug: string; cyber?: boolean; size?: number }) {
  return (
    <span className="sport-icon" aria-hidden="true">
      <Icon name={SPORT_ICONS[slug] ?? (cyber ? 'gamepad-2' : 'trophy')} size={size} />
    </span>
  );
}
