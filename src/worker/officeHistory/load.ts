import { historyApiQuery, historyLinesOf, historySearchOf, readHistorySearch } from '../../core/betHistory';
import { HISTORY_SHOWN_LINES, OFFICE_HISTORY_PAGE_SIZE } from '../../protocol/constants/betHistory';
import type { BetHistoryQuery, BetHistoryResult } from '../../protocol/officeHistory';
import { BETS_PATHS, historyAnswerSchema } from '../../protocol/schemas/bets';
import { buildPath } from '../../core/routing/match';
import { ROUTES } from '../../protocol/routes';
import type { HttpClient } from '../http';

const PRINT_PATTERN = ROUTES.find((r) => r.id === 'printCoupon')?.path ?? '';

/** The coupon's print-coupon page: the route table stays in the worker, the page gets the address. */
const printHref = (lang: string, couponId: string): string => `/${lang}/${buildPath(PRINT_PATTERN, { couponId }) ?? ''}`;

/**
 * One page of the office bet history: the address's filters (read by the
 * core), the server's page, and each system coupon's lines settled by the
 * coupon core. Loaded on first use: only the office's history page asks.
 */
export async function loadBetHistory(
  http: HttpClient,
  input: BetHistoryQuery,
  log: { warn(message: string, data?: unknown): void },
): Promise<BetHistoryResult> {
  const address = readHistorySearch(input.search);
  const asked = historyApiQuery(address.filters, input.utcOffsetMinutes);
  if (!asked.ok) return { status: 'badRange', filters: address.filters };
  const answer = await http.get(BETS_PATHS.history, {
    schema: historyAnswerSchema,
    auth: true,
    query: { ...asked.query, page: address.page, pageSize: OFFICE_HISTORY_PAGE_SIZE, lang: input.lang },
    language: input.lang,
  });
  if (!answer.ok) {
    const f = answer.failure;
    if (f.status === 'http-error' && f.code === 401) return { status: 'signedOut' };
    if (f.status !== 'closed') log.warn('the bet history could not be read', f);
    return { status: 'error', message: 'message' in f ? f.message : f.status };
  }
  const a = answer.value;
  const pages = Math.max(1, Math.ceil(a.total / a.pageSize));
  const pageSearch = (page: number): string | null =>
    page < 1 || page > pages || page === a.page ? null : historySearchOf({ filters: address.filters, page });
  const csv = new URLSearchParams({ ...asked.query, lang: input.lang }).toString();
  return {
    status: 'ok',
    filters: address.filters,
    page: a.page,
    pageSize: a.pageSize,
    total: a.total,
    items: a.items.map((coupon) => ({
      coupon,
      lines: historyLinesOf(coupon, HISTORY_SHOWN_LINES),
      printHref: printHref(input.lang, coupon.id),
    })),
    sports: a.sports ?? [],
    csvUrl: `${BETS_PATHS.historyCsv}?${csv}`,
    pageSearch: { previous: pageSearch(a.page - 1), next: pageSearch(a.page + 1) },
  };
}
