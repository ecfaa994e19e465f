import type { ComponentType } from 'react';
import Crosshair from 'lucide-react/icons/crosshair';
import Gamepad2 from 'lucide-react/icons/gamepad-2';
import HandFist from 'lucide-react/icons/hand-fist';
import HockeyStick from 'lucide-react/icons/hockey-stick';
import ShieldHalf from 'lucide-react/icons/shield-half';
import Swords from 'lucide-react/icons/swords';
import Trophy from 'lucide-react/icons/trophy';
import Volleyball from 'lucide-react/icons/volleyball';
import Vote from 'lucide-react/icons/vote';
import { BasketballIcon, CricketIcon, FootballIcon, MarbleIcon, TableTennisIcon, TennisIcon } from './sportIcons/drawn';

type Icon = ComponentType<{ size?: number }>;

/** One icon per sport of the catalogue, by its slug; cyber disciplines by theirs, any other cyber sport a game pad. */
export const SPORT_ICONS: Readonly<Record<string, Icon>> = {
  football: FootballIcon,
  'ice-hockey': HockeyStick,
  basketball: BasketballIcon,
  tennis: TennisIcon,
  volleyball: Volleyball,
  'table-tennis': TableTennisIcon,
  ufc: HandFist,
  mma: HandFist,
  cs2: Crosshair,
  'dota-2': Swords,
  'league-of-legends': ShieldHalf,
  fifa: Gamepad2,
  cricket: CricketIcon,
  'marble-racing': MarbleIcon,
  politics: Vote,
};

/** The sport's icon (decorative: the sport's name is written beside it); a cup for a sport without one. */
export function SportIcon({ slug, cyber = false, size = 18 }: { slug: string; cyber?: boolean; size?: number }) {
  const Icon = SPORT_ICONS[slug] ?? (cyber ? Gamepad2 : Trophy);
  return (
    <span className="sport-icon" aria-hidden="true">
      <Icon size={size} />
    </span>
  );
}
