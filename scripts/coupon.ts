import {
  antiExpressMaxQuote,
  COUPON_TYPE_NAMES,
  CouponSpecError,
  couponReturns,
  currencyInfo,
  firstLines,
  formatMinor,
  isBetStatus,
  lineCountBig,
  stakeSplit,
  totalCoef,
  type CouponSpec,
  type CouponTypeId,
} from '../src/core/coupon/cli';
import { formatOdds, ODDS_FORMAT_NAMES, OddsFormatError, type OddsFormatId } from '../src/core/odds';
import { isEntryPoint } from './entryPoint';

/**
 * QA tool: `npm run coupon -- --type 2 --system 2 --odds 2,3.5,2.4 --stake 300`
 * [--status 1,0,-2] [--bankers 0] [--format american] [--currency USD]
 * [--anti 1.12] [--lines 20]. Leg indexes count from 0, the stake is in major
 * units. Bad arguments: a message on stderr, exit code 2; --help: exit 0.
 */
export class CliError extends Error {}

/** --help: not an error, the usage on stdout. */
export class CliHelp extends Error {}

export interface CliOptions {
  readonly spec: CouponSpec;
  readonly currency: string;
  readonly format: OddsFormatId;
  readonly shownLines: number;
}

export const USAGE = [
  'usage: npm run coupon -- --type <0..9> --odds <d1,d2,...> --stake <amount> [options]',
  '  --type 0..9       0 single, 1 express, 2 system, 3 chain, 4 multibet, 5 conditional,',
  '                    6 anti-express, 7 lucky, 8 patent, 9 many singles',
  '  --odds d1,d2,...  decimal odds above 1, at most 3 decimals',
  '  --stake amount    major units, at most the currency\'s minor digits (the stake of each single for 9, the unit stake for 3)',
  '  --system k        required for types 2 and 4: lines of k legs',
  '  --bankers i,j     types 2 and 4: leg indexes (from 0) that join every line',
  '  --status s1,...   bet statuses -2..6 per leg (open when absent)',
  '  --anti coef       required for type 6: the server\'s quote, at most A/(A-1)',
  '  --format name     decimal, fractional, american, hongKong, indonesian, malay (any case) or 0..5',
  '  --currency ISO    3-letter code (default RUB)',
  '  --lines N         lines to list (default 20)',
  '  --help            this text',
].join('\n');

const OPTIONS = ['type', 'system', 'odds', 'stake', 'status', 'bankers', 'format', 'currency', 'anti', 'lines'] as const;
type OptionName = (typeof OPTIONS)[number];

const DECIMAL = /^\d+(\.\d+)?$/;

function fail(message: string): never {
  throw new CliError(`${message}\n${USAGE}`);
}

/** "--name value" pairs, each name at most once; --help anywhere asks for the usage. */
function readArgs(argv: readonly string[]): Map<OptionName, string> {
  if (argv.includes('--help') || argv.includes('-h')) throw new CliHelp(USAGE);
  const args = new Map<OptionName, string>();
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i] ?? '';
    const value = argv[i + 1];
    if (!key.startsWith('--')) fail(`unexpected argument "${key}"`);
    const name = key.slice(2);
    if (!(OPTIONS as readonly string[]).includes(name)) fail(`unknown option ${key}`);
    if (value === undefined || value.startsWith('--')) fail(`${key} needs a value`);
    if (args.has(name as OptionName)) fail(`${key} is given twice`);
    args.set(name as OptionName, value);
  }
  return args;
}

/** Digits after the point of a plain decimal text, or null when it is not one. */
function decimalsOf(text: string): number | null {
  if (!DECIMAL.test(text)) return null;
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

function integerList(name: string, text: string): number[] {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.some((p) => !/^-?\d+$/.test(p))) fail(`--${name}: "${text}" is not a comma list of whole numbers`);
  return parts.map(Number);
}

function oddsList(text: string): number[] {
  return text.split(',').map((raw, i) => {
    const p = raw.trim();
    const decimals = decimalsOf(p);
    if (decimals === null) fail(`--odds: "${p}" (leg ${i}) is not a decimal number`);
    if (decimals > 3) fail(`--odds: ${p} (leg ${i}) has more than 3 decimals; odds are never rounded`);
    const odds = Number(p);
    if (odds <= 1) fail(`--odds: ${p} (leg ${i}) must be above 1`);
    return odds;
  });
}

function oddsFormat(text: string): OddsFormatId {
  if (/^[0-5]$/.test(text)) return Number(text) as OddsFormatId;
  const found = (Object.entries(ODDS_FORMAT_NAMES) as [string, string][]).find(([, name]) => name.toLowerCase() === text.toLowerCase());
  if (!found) fail(`--format: unknown odds format "${text}"`);
  return Number(found[0]) as OddsFormatId;
}

/** Major units to minor units from the text itself, so 1.005 RUB is refused instead of rounded. */
function stakeMinor(text: string, currency: string): number {
  const { exponent, iso } = currencyInfo(currency);
  const decimals = decimalsOf(text);
  if (decimals === null) fail(`--stake must be a non-negative amount, got "${text}"`);
  if (decimals > exponent) fail(`--stake ${text} has more decimals than ${iso} has minor digits (${exponent})`);
  const [whole = '0', fraction = ''] = text.split('.');
  const minor = Number(whole + fraction.padEnd(exponent, '0'));
  if (!Number.isSafeInteger(minor)) fail(`--stake ${text} is too large`);
  return minor;
}

export function parseCouponArgs(argv: readonly string[]): CliOptions {
  const args = readArgs(argv);
  const typeText = args.get('type');
  if (typeText === undefined) fail('--type is required');
  if (!/^\d$/.test(typeText)) fail(`--type must be 0..9, got "${typeText}"`);
  const typeId = Number(typeText) as CouponTypeId;
  const typeName = `${typeId} (${COUPON_TYPE_NAMES[typeId]})`;
  const oddsText = args.get('odds');
  if (oddsText === undefined) fail('--odds is required');
  const odds = oddsList(oddsText);
  const currency = (args.get('currency') ?? 'RUB').toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) fail('--currency must be a 3-letter ISO code');
  const stakeText = args.get('stake');
  if (stakeText === undefined) fail('--stake is required');
  const stake = stakeMinor(stakeText, currency);

  const statuses = args.has('status') ? integerList('status', args.get('status') ?? '') : [];
  if (statuses.length > odds.length) fail('--status has more entries than --odds');
  for (const s of statuses) if (!isBetStatus(s)) fail(`--status: ${s} is not a bet status (-2..6)`);

  const isSystem = typeId === 2 || typeId === 4;
  const bankers = args.has('bankers') ? integerList('bankers', args.get('bankers') ?? '') : [];
  if (args.has('bankers') && !isSystem) fail(`--bankers is for a system (2) or a multibet (4), not type ${typeName}`);
  for (const b of bankers) if (b < 0 || b >= odds.length) fail(`--bankers: ${b} is not a leg index (0..${odds.length - 1})`);

  let system: number | undefined;
  if (isSystem) {
    const text = args.get('system');
    if (text === undefined) fail(`--system is required for type ${typeName}: the number of legs in each line`);
    if (!/^\d+$/.test(text)) fail(`--system must be a whole number, got "${text}"`);
    system = Number(text);
  } else if (args.has('system')) {
    fail(`--system is for a system (2) or a multibet (4), not type ${typeName}`);
  }

  let anti: number | undefined;
  if (typeId === 6) {
    const text = args.get('anti');
    if (text === undefined) fail('--anti is required for type 6 (antiExpress): the server\'s quote');
    const decimals = decimalsOf(text);
    if (decimals === null || decimals > 3 || Number(text) <= 1) fail(`--anti must be odds above 1 with at most 3 decimals, got "${text}"`);
    anti = Number(text);
    const max = antiExpressMaxQuote(odds);
    if (anti > max) fail(`--anti ${text} is above the margin-free bound A/(A-1) of these odds: at most ${max}`);
  } else if (args.has('anti')) {
    fail(`--anti is for an anti-express (6), not type ${typeName}`);
  }

  const format = oddsFormat(args.get('format') ?? 'decimal');
  const linesText = args.get('lines') ?? '20';
  if (!/^\d+$/.test(linesText)) fail('--lines must be a whole number');
  const spec: CouponSpec = {
    typeId,
    legs: odds.map((o, i) => ({ odds: o, status: isBetStatus(statuses[i]) ? statuses[i] : -2, banker: bankers.includes(i), block: i + 1 })),
    stake,
    ...(system !== undefined ? { systemValue: system } : {}),
    ...(anti !== undefined ? { antiExpressCoef: anti } : {}),
    legStakes: odds.map(() => stake),
  };
  return { spec, currency, format, shownLines: Number(linesText) };
}

/** A CouponSpecError in words, with the values that caused it. */
export function describeSpecError(e: CouponSpecError, currency: string): string {
  const p = e.params;
  const money = (minor: unknown): string => `${formatMinor(Number(minor), currency)} ${currency}`;
  switch (e.code) {
    case 'leg_count':
      return `type ${String(p.typeId)} (${COUPON_TYPE_NAMES[Number(p.typeId) as CouponTypeId] ?? '?'}) takes ${String(p.min)} to ${String(p.max)} legs, got ${String(p.count)}`;
    case 'system_value':
      return `--system ${String(p.value)} must be from ${String(p.min)} to ${String(p.max)} (the legs outside the bankers)`;
    case 'stake_below_lines':
      return `the stake ${money(p.stake)} cannot give each of the ${String(p.lines)} lines 1 minor unit: stake at least ${money(p.lines)}`;
    case 'odds_precision':
      return `odds ${String(p.odds ?? p.antiExpressCoef)} have more than 3 decimals`;
    case 'invalid_odds':
      return `the odds of leg ${String(p.leg)} must be above 1`;
    case 'invalid_stake':
      return 'the stake must be a whole number of minor units, 0 or more';
    case 'missing_anti_express_coef':
      return 'an anti-express needs the server\'s quote (--anti)';
    case 'return_out_of_range':
      return 'the return is too large to state exactly';
    case 'duplicate_leg_id':
    case 'invalid_express_bonus':
      return `cannot price this coupon: ${e.code} ${JSON.stringify(p)}`;
  }
}

export function renderCoupon(o: CliOptions): string {
  const money = (minor: number): string => `${formatMinor(minor, o.currency)} ${currencyInfo(o.currency).iso}`;
  const odds = (d: number): string => (d > 1 ? formatOdds(d, o.format) : String(d));
  try {
    const count = lineCountBig(o.spec);
    const split = stakeSplit(o.spec);
    const r = couponReturns(o.spec);
    const out = [
      `type ${o.spec.typeId} (${COUPON_TYPE_NAMES[o.spec.typeId]})${o.spec.systemValue !== undefined ? `, system ${o.spec.systemValue}` : ''}, ${o.spec.legs.length} legs, ${count} lines`,
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
    if (e instanceof CouponSpecError) throw new CliError(describeSpecError(e, currencyInfo(o.currency).iso));
    throw e;
  }
}

/** Runs the tool; the exit code: 0 printed (or --help), 2 bad arguments or a coupon outside the rules. */
export function main(argv: readonly string[], out: (text: string) => void = console.log, err: (text: string) => void = console.error): number {
  try {
    out(renderCoupon(parseCouponArgs(argv)));
    return 0;
  } catch (e) {
    if (e instanceof CliHelp) {
      out(e.message);
      return 0;
    }
    if (e instanceof CliError || e instanceof OddsFormatError) {
      err(e.message);
      return 2;
    }
    throw e;
  }
}

if (isEntryPoint(import.meta.url)) process.exitCode = main(process.argv.slice(2));
