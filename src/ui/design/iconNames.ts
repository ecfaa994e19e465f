/** The lucide icons the site draws (lucide's names): each is a `.icon--{name}` class of icons.css. */
export const LUCIDE_ICON_NAMES = [
  'calendar',
  'chevron-down',
  'circle-user',
  'crosshair',
  'dices',
  'gamepad-2',
  'gift',
  'hand-fist',
  'headset',
  'hockey-stick',
  'house',
  'lock',
  'log-in',
  'log-out',
  'menu',
  'plus',
  'radio',
  'search',
  'settings-2',
  'shield-check',
  'shield-half',
  'swords',
  'ticket',
  'trophy',
  'user',
  'user-plus',
  'volleyball',
  'vote',
  'wallet',
  'x',
] as const;

/** Sports lucide does not draw, drawn in its style by scripts/iconsCss.ts. */
export const DRAWN_ICON_NAMES = ['basketball', 'cricket', 'football', 'marbles', 'table-tennis', 'tennis'] as const;

export type IconName = (typeof LUCIDE_ICON_NAMES)[number] | (typeof DRAWN_ICON_NAMES)[number];
