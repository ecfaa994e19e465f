import type { TFunction } from 'i18next';
import type { TvShow } from '../../protocol/tvGames';

/** A selection in words: "First ball over 21.5", "Number 17", "First ball green". */
export function pickLabel(t: TFunction, selection: string, show: TvShow): string {
  const [kind, value] = selection.split('-');
  if (kind === 'number') return t('tvGames.pick.number', { n: value });
  if (kind === 'colour') return t('tvGames.pick.colour', { colour: t(`tvGames.colour_${value}`) });
  return t(`tvGames.pick.${kind}`, { middle: (show.rules.balls + 1) / 2, line: show.sumLine });
}

/** A selection as its button in the market says it (the market's legend names the line): "Over", "Green", "17". */
export function pickShort(t: TFunction, selection: string, show: TvShow): string {
  const [kind, value] = selection.split('-');
  if (kind === 'number') return value ?? '';
  if (kind === 'colour') return pickLabel(t, selection, show);
  return t(`tvGames.short.${kind}`);
}

/** Odds in hundredths as a decimal coefficient. */
export const oddsLabel = (odds: number): string => (odds / 100).toFixed(2);

/** A ball's colour, as the show gives it. */
export const ballColour = (show: TvShow, ball: number): number => show.ballColours[ball - 1] ?? 0;
