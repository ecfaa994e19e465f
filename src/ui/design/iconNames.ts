import type { SocialIconName } from '../../protocol/constants/socialLinks';

/** The lucide icons the site draws (lucide's names): each is a `.icon--{name}` class of icons.css. */
export const LUCIDE_ICON_NAMES = [
  'calendar',
  'chevron-down',
  'circle-user',
  'crosshair',
  'dices',
  'gamepad-2',
  'gift',
  'globe',
  'hand-fist',
  'headset',
  'hockey-stick',
  'house',
  'lock',
  'log-in',
  'log-out',
  'mail',
  'maximize',
  'menu',
  'minimize',
  'panel-left',
  'panel-right',
  'pause',
  'picture-in-picture-2',
  'play',
  'plus',
  'radio',
  'rotate-ccw',
  'search',
  'settings-2',
  'shield-check',
  'shield-half',
  'swords',
  'ticket',
  'trophy',
  'tv',
  'user',
  'user-plus',
  'volleyball',
  'volume-2',
  'volume-x',
  'vote',
  'wallet',
  'x',
] as const;

/** Sports lucide does not draw, drawn in its style by scripts/iconsCss.ts. */
export const DRAWN_ICON_NAMES = ['basketball', 'cricket', 'football', 'marbles', 'table-tennis', 'tennis'] as const;

/**
 * The social links' brand marks (simple-icons, filled), one per icon name of
 * SPEC 3 the site knows, and a plain link for any other: classes of
 * brandIcons.css, which only BrandIcon.tsx imports.
 */
export const BRAND_FALLBACK_ICON = 'brand-link';
export type BrandIconName = `brand-${SocialIconName}` | typeof BRAND_FALLBACK_ICON;

export type IconName = (typeof LUCIDE_ICON_NAMES)[number] | (typeof DRAWN_ICON_NAMES)[number] | BrandIconName;
