import type { CasinoHistoryFilters } from '../../../protocol/officeCasinoHistory';
import { historyApiQuery, NO_HISTORY_FILTERS, readHistorySearch } from '../../betHistory';

/**
 * The office casino history's filters as its address keeps them
 * (office/casino-history?game=12&from=2026-11-01&to=2026-11-30), so a reload
 * or a shared link shows the same list. Days are read and made instants by
 * the bet history's rules (a visitor's calendar day, a bad day dropped).
 */
export const NO_CASINO_HISTORY_FILTERS: CasinoHistoryFilters = { gameId: '', from: '', to: '' };

const GAME_ID = /^[\w-]{1,64}$/;

export function readCasinoHistorySearch(search: string): CasinoHistoryFilters {
  const params = new URLSearchParams(search);
  const game = params.get('game') ?? '';
  const days = readHistorySearch(`?${new URLSearchParams({ from: params.get('from') ?? '', to: params.get('to') ?? '' }).toString()}`);
  return { gameId: GAME_ID.test(game) ? game : '', from: days.filters.from, to: days.filters.to };
}

/** The address of these filters (its `?`, or '' when none is set). */
export function casinoHistorySearchOf(filters: CasinoHistoryFilters): string {
  const entries = [
    ['game', filters.gameId],
    ['from', filters.from],
    ['to', filters.to],
  ].filter(([, value]) => value !== '');
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries).toString()}`;
}

/** The server's query of these filters and a page, or a refusal when the last day is before the first. */
export function casinoHistoryApiQuery(
  filters: CasinoHistoryFilters,
  page: number,
  utcOffsetMinutes: number,
): { ok: true; query: Record<string, string> } | { ok: false } {
  const days = historyApiQuery({ ...NO_HISTORY_FILTERS, from: filters.from, to: filters.to }, utcOffsetMinutes);
  if (!days.ok) return { ok: false };
  const query: Record<string, string> = { page: String(page) };
  if (filters.gameId !== '') query.gameId = filters.gameId;
  if (days.query.from !== undefined) query.from = days.query.from;
  if (days.query.to !== undefined) query.to = days.query.to;
  return { ok: true, query };
}
