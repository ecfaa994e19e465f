import type { TimeFilter } from '../../protocol/live-client';

/** "Upcoming events": line games starting within this long. */
export const UPCOMING_WINDOW_MS = 2 * 60 * 60 * 1000;

export interface TimeFilterFacts {
  /** 1 line, 2 live, 3 break, 4 finished. */
  readonly status: number;
  readonly period: number;
  readonly startTime: number;
  readonly isTop: boolean;
}

/** Whether a game passes the time filter; `now` comes from the caller (the core reads no clock). */
export function matchesTimeFilter(game: TimeFilterFacts, filter: TimeFilter, now: number): boolean {
  const live = game.status === 2 || game.status === 3;
  switch (filter) {
    case 'all':
      return true;
    case 'upcoming':
      return game.status === 1 && game.startTime >= now && game.startTime - now <= UPCOMING_WINDOW_MS;
    case 'firstPeriod':
      return live && game.period === 1;
    case 'secondPeriod':
      return live && game.period === 2;
    case 'recommended':
      return game.isTop;
  }
}

/** The SPEC's comma-separated form of the filtered markets. */
export const filteredMarketsText = (ids: readonly number[]): string => ids.join(',');

export function parseFilteredMarkets(text: string): number[] {
  const out: number[] = [];
  for (const part of text.split(',')) {
    const t = part.trim();
    if (/^\d{1,9}$/.test(t) && !out.includes(Number(t))) out.push(Number(t));
  }
  return out;
}
