import type { CalculatorInput } from '../../protocol/calculator';
import { calculatorInputSchema } from './schema';

/**
 * A calculation in a page address's query, so a shared link reopens it:
 * `t` the coupon type, `k` the system size, `s` the stake, `f` the odds
 * format, `a` an anti-express quote, one `o` per leg (its odds as typed),
 * `st` the legs' statuses when one is not open, `b` the bankers' indexes.
 * Each leg's odds are a parameter of their own, so every typed text round-trips.
 * Parameters of other names (a campaign's tags) are left alone.
 */
export function encodeCalculation(input: CalculatorInput): string {
  const params = new URLSearchParams();
  params.set('t', String(input.typeId));
  if (input.system !== undefined) params.set('k', String(input.system));
  params.set('s', input.stake);
  params.set('f', String(input.format));
  if (input.anti !== undefined) params.set('a', input.anti);
  for (const leg of input.legs) params.append('o', leg.odds);
  if (input.legs.some((leg) => leg.status !== -2)) params.set('st', input.legs.map((leg) => leg.status).join(','));
  const bankers = input.legs.flatMap((leg, i) => (leg.banker ? [i] : []));
  if (bankers.length > 0) params.set('b', bankers.join(','));
  return params.toString();
}

/** The parameters a calculation's query is made of. */
const CALCULATION_KEYS = ['t', 'k', 's', 'f', 'a', 'o', 'st', 'b'] as const;

/** Whether a query says nothing of a calculation (none, or only a campaign's tags): the page opens the default one, with no complaint. */
export function holdsNoCalculation(query: string): boolean {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  return CALCULATION_KEYS.every((key) => !params.has(key));
}

const WHOLE = /^-?\d{1,3}$/;
const whole = (text: string): number | null => (WHOLE.test(text) ? Number(text) : null);
const wholeList = (text: string | null): (number | null)[] => (text === null || text === '' ? [] : text.split(',').map(whole));

/** The calculation a query holds ("?" or not), or null when it holds none: the page then starts from the default. */
export function decodeCalculation(query: string): CalculatorInput | null {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const typeId = whole(params.get('t') ?? '');
  const format = whole(params.get('f') ?? '');
  const odds = params.getAll('o');
  const statuses = params.has('st') ? wholeList(params.get('st')) : odds.map(() => -2);
  const bankers = wholeList(params.get('b'));
  if (statuses.length !== odds.length || bankers.some((b) => b === null || b >= odds.length)) return null;
  const system = params.get('k');
  const anti = params.get('a');
  const parsed = calculatorInputSchema.safeParse({
    typeId,
    ...(system !== null ? { system: whole(system) } : {}),
    stake: params.get('s'),
    format,
    legs: odds.map((text, i) => ({ odds: text, status: statuses[i], banker: bankers.includes(i) })),
    ...(anti !== null ? { anti } : {}),
  });
  return parsed.success ? parsed.data : null;
}
