import { pathToFileURL } from 'node:url';
import {
  CouponSpecError,
  couponReturns,
  currencyInfo,
  firstLines,
  formatMinor,
  isBetStatus,
  lineCountBig,
  stakeSplit,
  toMinor,
  totalCoef,
  type CouponSpec,
} from '../src/core/coupon/cli';
import { formatOdds, oddsFormatIdByName, type OddsFormatId } from '../src/core/odds';

/**
 * QA tool: `npm run coupon -- --type 2 --system 2 --odds 2,3.5,2.4 --stake 300`
 * [--status 1,0,-2] [--bankers 0] [--format american] [--currency USD]
 * [--anti 1.12] [--lines 20]. Leg indexes count from 0, the stake is in major
 * units. Bad arguments: a message on stderr, exit code 2.
 */
export class CliError extends Error {}

export interface CliOptions {
  readonly spec: CouponSpec;
  readonly currency: string;
  readonly format: OddsFormatId;
  readonly shownLines: number;
}

const USAGE = 'usage: coupon --type <0..9> --odds <d1,d2,...> --stake <amount> [--system k] [--status s1,s2,...] [--bankers i,j] [--format decimal|fractional|american|hongKong|indonesian|malay] [--currency ISO] [--anti coef] [--lines N]';

function numbers(name: string, text: string): number[] {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.some((p) => p === '' || !Number.isFinite(Number(p)))) throw new CliError(`--${name}: "${text}" is not a comma list of numbers`);
  return parts.map(Number);
}

export function parseCouponArgs(argv: readonly string[]): CliOptions {
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i] ?? '';
    const value = argv[i + 1];
    if (!key.startsWith('--') || value === undefined) throw new CliError(`unexpected argument "${key}"\n${USAGE}`);
    args.set(key.slice(2), value);
  }
  const known = ['type', 'system', 'odds', 'stake', 'status', 'bankers', 'format', 'currency', 'anti', 'lines'];
  for (const k of args.keys()) if (!known.includes(k)) throw new CliError(`unknown option --${k}\n${USAGE}`);
  const typeId = Number(args.get('type') ?? 'x');
  if (!Number.isInteger(typeId) || typeId < 0 || typeId > 9) throw new CliError(`--type must be 0..9\n${USAGE}`);
  const oddsText = args.get('odds');
  if (oddsText === undefined) throw new CliError(`--odds is required\n${USAGE}`);
  const odds = numbers('odds', oddsText);
  const currency = (args.get('currency') ?? 'RUB').toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) throw new CliError(`--currency must be a 3-letter ISO code`);
  const stakeMajor = Number(args.get('stake') ?? 'x');
  if (!Number.isFinite(stakeMajor) || stakeMajor < 0) throw new CliError(`--stake must be a non-negative amount`);
  const statuses = args.has('status') ? numbers('status', args.get('status') ?? '') : [];
  if (statuses.length > odds.length) throw new CliError(`--status has more entries than --odds`);
  for (const s of statuses) if (!isBetStatus(s)) throw new CliError(`--status: ${s} is not a bet status (-2..6)`);
  const bankers = args.has('bankers') ? numbers('bankers', args.get('bankers') ?? '') : [];
  for (const b of bankers) if (!Number.isInteger(b) || b < 0 || b >= odds.length) throw new CliError(`--bankers: ${b} is not a leg index (0..${odds.length - 1})`);
  const formatName = args.get('format') ?? 'decimal';
  const format = /^\d$/.test(formatName) ? (Number(formatName) as OddsFormatId) : oddsFormatIdByName(formatName);
  if (format === undefined || format > 5) throw new CliError(`--format: unknown odds format "${formatName}"`);
  const shownLines = Number(args.get('lines') ?? 20);
  if (!Number.isInteger(shownLines) || shownLines < 0) throw new CliError('--lines must be a whole number');
  const system = args.has('system') ? Number(args.get('system')) : undefined;
  const anti = args.has('anti') ? Number(args.get('anti')) : undefined;
  const stake = toMinor(stakeMajor, currency);
  const spec: CouponSpec = {
    typeId: typeId as CouponSpec['typeId'],
    legs: odds.map((o, i) => ({ odds: o, status: isBetStatus(statuses[i]) ? statuses[i] : -2, banker: bankers.includes(i), block: i + 1 })),
    stake,
    ...(system !== undefined ? { systemValue: system } : {}),
    ...(anti !== undefined ? { antiExpressCoef: anti } : {}),
    legStakes: odds.map(() => stake),
  };
  return { spec, currency, format, shownLines };
}

export function renderCoupon(o: CliOptions): string {
  const money = (minor: number): string => `${formatMinor(minor, o.currency)} ${currencyInfo(o.currency).iso}`;
  const odds = (d: number): string => (d > 1 ? formatOdds(d, o.format) : String(d));
  try {
    const count = lineCountBig(o.spec);
    const split = stakeSplit(o.spec);
    const r = couponReturns(o.spec);
    const out = [
      `type ${o.spec.typeId}${o.spec.systemValue !== undefined ? ` (system ${o.spec.systemValue})` : ''}, ${o.spec.legs.length} legs, ${count} lines`,
      `stake ${money(split.total)}, per line ${money(split.base)}${split.remainder > 0 ? ` (+1 minor unit on the first ${split.remainder})` : ''}`,
      `coefficient ${odds(totalCoef(o.spec))}`,
      `current return ${money(r.current)}`,
      `max return ${money(r.max)}`,
      'lines:',
    ];
    for (const l of firstLines(o.spec, o.shownLines)) {
      out.push(`  #${l.index + 1} legs ${l.legs.join(',')} coef ${odds(l.coef)} stake ${typeof l.stake === 'number' ? money(l.stake) : l.stake}`);
    }
    if (count > BigInt(o.shownLines)) out.push(`  ... ${count - BigInt(o.shownLines)} more lines`);
    return out.join('\n');
  } catch (e) {
    if (e instanceof CouponSpecError) throw new CliError(`cannot price this coupon: ${e.code} ${JSON.stringify(e.params)}`);
    throw e;
  }
}

export function main(argv: readonly string[]): number {
  try {
    console.log(renderCoupon(parseCouponArgs(argv)));
    return 0;
  } catch (e) {
    if (!(e instanceof CliError) && !(e instanceof Error && e.name === 'OddsFormatError')) throw e;
    console.error(e.message);
    return 2;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
