import { HISTORY_MODES, OFFICE_HISTORY_STATUSES, type HistoryMode, type OfficeHistoryStatus } from '../../protocol/constants/betHistory';
import { COUPON_TYPE_IDS, type CouponTypeId } from '../../protocol/constants/couponTypes';
import { INT4 } from '../../protocol/constants/inputBounds';

/**
 * The office history's filters as its address keeps them (office/history?status=won&from=2026-11-01...):
 * a reload or a shared link shows the same list. Dates are the visitor's calendar days.
 */
export interface HistoryFilters {
  readonly status: OfficeHistoryStatus;
  /** YYYY-MM-DD, the first day shown; '' for no bound. */
  readonly from: string;
  /** YYYY-MM-DD, the last day shown (inclusive); '' for no bound. */
  readonly to: string;
  readonly sportId: number | null;
  readonly typeId: CouponTypeId | null;
  readonly mode: HistoryMode | null;
  readonly accountId: number | null;
}

export const NO_HISTORY_FILTERS: HistoryFilters = {
  status: 'all',
  from: '',
  to: '',
  sportId: null,
  typeId: null,
  mode: null,
  accountId: null,
};

export interface HistoryAddress {
  readonly filters: HistoryFilters;
  readonly page: number;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Epoch ms of a calendar day's midnight (UTC), or null when the text is not a real day. */
function dayStart(text: string): number | null {
  const m = DAY.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return t;
}

function idOf(text: string | null): number | null {
  if (text === null || !/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n <= INT4.max ? n : null;
}

function oneOf<T extends string>(list: readonly T[], text: string | null): T | null {
  return text !== null && (list as readonly string[]).includes(text) ? (text as T) : null;
}

/**
 * The filters an address asks for. Forgiving on purpose: a hand-edited or an
 * old link shows the list with what it says that makes sense, and drops the
 * rest (the server refuses a bad query; an address is not a query).
 */
export function readHistorySearch(search: string): HistoryAddress {
  const params = new URLSearchParams(search);
  const day = (key: string): string => {
    const text = params.get(key) ?? '';
    return dayStart(text) === null ? '' : text;
  };
  const typeId = idOf(params.get('type'));
  const page = idOf(params.get('page'));
  return {
    filters: {
      status: oneOf(OFFICE_HISTORY_STATUSES, params.get('status')) ?? 'all',
      from: day('from'),
      to: day('to'),
      sportId: idOf(params.get('sport')),
      typeId: typeId !== null && (COUPON_TYPE_IDS as readonly number[]).includes(typeId) ? (typeId as CouponTypeId) : null,
      mode: oneOf(HISTORY_MODES, params.get('mode')),
      accountId: idOf(params.get('account')),
    },
    page: page !== null && page >= 1 ? page : 1,
  };
}

/** The address of a filtered page: only what differs from no filter, so a plain visit stays office/history. */
export function historySearchOf(address: HistoryAddress): string {
  const { filters: f, page } = address;
  const params = new URLSearchParams();
  if (f.status !== 'all') params.set('status', f.status);
  if (f.from) params.set('from', f.from);
  if (f.to) params.set('to', f.to);
  if (f.sportId !== null) params.set('sport', String(f.sportId));
  if (f.typeId !== null) params.set('type', String(f.typeId));
  if (f.mode !== null) params.set('mode', f.mode);
  if (f.accountId !== null) params.set('account', String(f.accountId));
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export type HistoryApiQuery =
  | { readonly ok: true; readonly query: Readonly<Record<string, string>> }
  /** The last day is before the first: nothing to ask the server. */
  | { readonly ok: false; readonly problem: 'range' };

/**
 * The server query (GET bets/history and its CSV) of the filters: calendar
 * days become the epoch bounds of the visitor's days (utcOffsetMinutes east
 * of UTC), `to` covering its whole day. Paging is added by the caller.
 */
export function historyApiQuery(filters: HistoryFilters, utcOffsetMinutes: number): HistoryApiQuery {
  const query: Record<string, string> = { status: filters.status };
  const shift = utcOffsetMinutes * 60_000;
  const from = dayStart(filters.from);
  const to = dayStart(filters.to);
  if (from !== null && to !== null && to < from) return { ok: false, problem: 'range' };
  if (from !== null) query.from = String(Math.max(0, from - shift));
  if (to !== null) query.to = String(Math.max(1, to + DAY_MS - shift));
  if (filters.sportId !== null) query.sportId = String(filters.sportId);
  if (filters.typeId !== null) query.typeId = String(filters.typeId);
  if (filters.mode !== null) query.mode = filters.mode;
  if (filters.accountId !== null) query.accountId = String(filters.accountId);
  return { ok: true, query };
}
