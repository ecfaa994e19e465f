import {
  antiExpressMaxQuote,
  asExpress,
  heldAfter,
  lineStatusOf,
  splitLineSettlement,
  type LineStatus,
  COUPON_TYPE_NAMES,
  CouponSpecError,
  couponReturns,
  currencyInfo,
  firstLines,
  amountText,
  currencyDigits,
  isBetStatus,
  lineCountBig,
  MIN_FREE_SYSTEM_LEGS,
  stakeSplit,
  totalCoef,
  type BlockStake,
  type CouponLine,
  type CouponReturns,
  type CouponSpec,
  type CouponTypeId,
  type Leg,
} from '../src/core/coupon/cli';
import { formatOdds, ODDS_FORMAT_NAMES, OddsFormatError, type OddsFormatId } from '../src/core/odds';
import { isEntryPoint } from './entryPoint';

/**
 * QA tool: `npm run coupon -- --type 2 --system 2 --odds 2,3.5,2.4 --stake 300`
 * [--status 1,0,-2] [--bankers 0] [--blocks 1,1,2 --block-stakes 1:100,2:max]
 * [--stakes 1,2,3] [--format american] [--currency USD] [--anti 1.12]
 * [--lines 20]. Leg indexes count from 0, amounts are in major units. Bad
 * arguments: a message on stderr, exit code 2; --help: exit 0.
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
  "  --stake amount    major units, at most the currency's minor digits (the stake of each single for 9, the unit stake for 3,",
  "                    the first block's for 5); optional when --stakes or the first block's --block-stakes give it",
  '  --system k        required for types 2 and 4: lines of k legs',
  '  --bankers i,j     types 2 and 4: leg indexes (from 0) that join every line; at least 3 legs stay outside',
  '  --status s1,...   bet statuses -2..6, one per leg (all open when absent)',
  '  --blocks b1,...   type 5: the block (1, 2, ...) of each leg; blocks settle in ascending order (default: a block per leg)',
  '  --block-stakes id:amount,...  type 5: the stake of a block in major units, or id:max (every winning so far)',
  '  --stakes a1,...   type 9: the stake of each single in major units, one per leg (default: --stake each)',
  "  --anti coef       required for type 6: the server's quote, at most A/(A-1)",
  '  --format name     decimal, fractional, american, hongKong, indonesian, malay (any case) or 0..5',
  '  --currency ISO    3-letter code (default RUB)',
  '  --lines N         lines to list (default 20)',
  '  --help            this text',
].join('\n');

const OPTIONS = [
  'type',
  'system',
  'odds',
  'stake',
  'status',
  'bankers',
  'blocks',
  'block-stakes',
  'stakes',
  'format',
  'currency',
  'anti',
  'lines',
] as const;
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
function stakeMinor(text: string, currency: string, what = '--stake'): number {
  const { exponent, iso } = currencyInfo(currency);
  const decimals = decimalsOf(text);
  if (decimals === null) fail(`${what} must be a non-negative amount, got "${text}"`);
  if (decimals > exponent) fail(`${what} ${text} has more decimals than ${iso} has minor digits (${exponent})`);
  const [whole = '0', fraction = ''] = text.split('.');
  const minor = Number(whole + fraction.padEnd(exponent, '0'));
  if (!Number.isSafeInteger(minor)) fail(`${what} ${text} is too large`);
  return minor;
}

/** "1 leg", "3 legs"; `many` for an irregular plural. */
export function plural(count: number | bigint, noun: string, many = `${noun}s`): string {
  return `${count} ${count === 1 || count === 1n ? noun : many}`;
}

/** One entry per leg: a shorter or longer list is an error, never padded. */
function perLeg(name: string, list: readonly unknown[], legs: number): void {
  if (list.length !== legs)
    fail(`--${name} has ${plural(list.length, 'entry', 'entries')} for ${plural(legs, 'leg')}: give one per leg, in the order of --odds`);
}

/** --block-stakes "1:100,2:max": the stake of each named block, in minor units or 'max'. */
function blockStakesOf(text: string, blocks: ReadonlySet<number>, currency: string): Record<number, BlockStake> {
  const out: Record<number, BlockStake> = {};
  for (const raw of text.split(',')) {
    const match = /^\s*(\d+)\s*:\s*(\S+)\s*$/.exec(raw);
    if (!match) fail(`--block-stakes: "${raw.trim()}" is not block:amount or block:max`);
    const id = Number(match[1]);
    if (!blocks.has(id)) fail(`--block-stakes: block ${id} has no legs (blocks: ${[...blocks].sort((x, y) => x - y).join(', ')})`);
    if (id in out) fail(`--block-stakes: block ${id} is given twice`);
    const amount = match[2] ?? '';
    out[id] = amount.toLowerCase() === 'max' ? 'max' : stakeMinor(amount, currency, `--block-stakes ${id}:`);
  }
  return out;
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
  const statuses = args.has('status') ? integerList('status', args.get('status') ?? '') : null;
  if (statuses) perLeg('status', statuses, odds.length);
  for (const s of statuses ?? []) if (!isBetStatus(s)) fail(`--status: ${s} is not a bet status (-2..6)`);

  const isSystem = typeId === 2 || typeId === 4;
  const bankers = args.has('bankers') ? integerList('bankers', args.get('bankers') ?? '') : [];
  if (args.has('bankers') && !isSystem) fail(`--bankers is for a system (2) or a multibet (4), not type ${typeName}`);
  for (const b of bankers) if (b < 0 || b >= odds.length) fail(`--bankers: ${b} is not a leg index (0..${odds.length - 1})`);
  const free = odds.length - new Set(bankers).size;
  if (bankers.length > 0 && free < MIN_FREE_SYSTEM_LEGS) {
    fail(
      `--bankers ${bankers.join(',')} leave ${plural(free, 'leg')} outside the bankers: ` +
        `a system needs at least ${MIN_FREE_SYSTEM_LEGS} there (k from 2 to free - 1), ` +
        `so at most ${plural(Math.max(0, odds.length - MIN_FREE_SYSTEM_LEGS), 'banker')} with ${plural(odds.length, 'leg')}`,
    );
  }

  if ((args.has('blocks') || args.has('block-stakes')) && typeId !== 5)
    fail(`--blocks and --block-stakes are for a conditional bet (5), not type ${typeName}`);
  const blocks = args.has('blocks') ? integerList('blocks', args.get('blocks') ?? '') : odds.map((_, i) => i + 1);
  perLeg('blocks', blocks, odds.length);
  for (const b of blocks) if (b < 1) fail(`--blocks: ${b} is not a block (1 or more; block 0 is the lobby of a system)`);
  const blockStakes = args.has('block-stakes') ? blockStakesOf(args.get('block-stakes') ?? '', new Set(blocks), currency) : {};
  const firstBlock = Math.min(...blocks);

  if (args.has('stakes') && typeId !== 9) fail(`--stakes is for many singles (9), not type ${typeName}`);
  const legStakes = args.has('stakes')
    ? (args.get('stakes') ?? '').split(',').map((t, i) => stakeMinor(t.trim(), currency, `--stakes (leg ${i})`))
    : null;
  if (legStakes) perLeg('stakes', legStakes, odds.length);

  const stakeText = args.get('stake');
  const stakeImplied = legStakes !== null || (typeId === 5 && typeof blockStakes[firstBlock] === 'number');
  if (stakeText === undefined && !stakeImplied) fail('--stake is required');
  const stake = stakeText === undefined ? 0 : stakeMinor(stakeText, currency);

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
    if (text === undefined) fail("--anti is required for type 6 (antiExpress): the server's quote");
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
    legs: odds.map((o, i) => {
      const status = statuses?.[i];
      return { odds: o, status: isBetStatus(status) ? status : -2, banker: bankers.includes(i), block: blocks[i] ?? i + 1 };
    }),
    stake,
    ...(system !== undefined ? { systemValue: system } : {}),
    ...(anti !== undefined ? { antiExpressCoef: anti } : {}),
    ...(typeId === 5 ? { blockStakes } : {}),
    legStakes: legStakes ?? odds.map(() => stake),
  };
  return { spec, currency, format, shownLines: Number(linesText) };
}

/** A CouponSpecError in words, with the values that caused it. */
export function describeSpecError(e: CouponSpecError, currency: string): string {
  const p = e.params;
  const money = (minor: unknown): string => `${amountText(Number(minor), currencyDigits(currency))} ${currency}`;
  switch (e.code) {
    case 'leg_count':
      return (
        `type ${String(p.typeId)} (${COUPON_TYPE_NAMES[Number(p.typeId) as CouponTypeId] ?? '?'}) ` +
        `takes ${String(p.min)} to ${String(p.max)} legs, got ${String(p.count)}`
      );
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
      return "an anti-express needs the server's quote (--anti)";
    case 'return_out_of_range':
      return 'the return is too large to state exactly';
    case 'duplicate_leg_id':
    case 'invalid_express_bonus':
      return `cannot price this coupon: ${e.code} ${JSON.stringify(p)}`;
  }
}

/** How the whole stake is laid out, in the words of the type. */
function stakeLine(spec: CouponSpec, money: (minor: number) => string): string {
  const split = stakeSplit(spec);
  switch (spec.typeId) {
    case 3:
      return `unit stake ${money(spec.stake)}: each leg stakes at most that, from what the chain has`;
    case 5:
      return `stake ${money(split.total)} on the first block; later blocks stake their amount (or every winning) only once won`;
    case 9:
      return `stake ${money(split.total)} in all, each single its own stake`;
    default:
      const remainder = split.remainder > 0 ? ` (+1 minor unit on the first ${split.remainder})` : '';
      return `stake ${money(split.total)}, per line ${money(split.base)}${remainder}`;
  }
}

/** How the CLI prints the core's line status. */
const LINE_STATUS_TEXT: Readonly<Record<LineStatus, string>> = {
  open: 'open',
  lost: 'lost',
  returned: 'returned',
  partReturned: 'part returned',
  won: 'won',
};

const range = (r: CouponReturns, money: (minor: number) => string): string =>
  r.current === r.max ? money(r.current) : `${money(r.current)}..${money(r.max)}`;

/** One listed line: its legs, coefficient, real stake, status and return. */
function describeLine(
  spec: CouponSpec,
  line: CouponLine,
  all: readonly (readonly number[])[],
  money: (minor: number) => string,
  odds: (d: number) => string,
): string {
  const legs = line.legs.map((i) => spec.legs[i] as Leg);
  const head = `  #${line.index + 1} ${line.legs.length === 1 ? 'leg' : 'legs'} ${line.legs.join(',')} coef ${odds(line.coef)}`;
  if (spec.typeId === 3 || spec.typeId === 5) {
    // What this line stakes depends on what the lines before it won.
    const before = line.index === 0 ? null : heldAfter(spec, all, line.index);
    let stake: string;
    if (spec.typeId === 3) {
      stake =
        before === null
          ? money(spec.stake)
          : range({ current: Math.min(spec.stake, before.current), max: Math.min(spec.stake, before.max) }, money);
    } else if (line.stake === 'max' && before !== null) {
      stake = `max (every winning so far: ${range(before, money)})`;
    } else {
      stake = money(typeof line.stake === 'number' ? line.stake : spec.stake);
    }
    const own = LINE_STATUS_TEXT[lineStatusOf(couponReturns(asExpress(legs, 1000)), 1000)];
    return `${head} stake ${stake}, ${own}, holds ${range(heldAfter(spec, all, line.index + 1), money)} after it`;
  }
  const settled = splitLineSettlement(spec, line);
  return `${head} stake ${money(settled.stake)}, ${LINE_STATUS_TEXT[settled.status]}, return ${range(settled.returns, money)}`;
}

export function renderCoupon(o: CliOptions): string {
  const money = (minor: number): string => `${amountText(minor, currencyDigits(o.currency))} ${currencyInfo(o.currency).iso}`;
  const odds = (d: number): string => (d > 1 ? formatOdds(d, o.format) : String(d));
  try {
    const count = lineCountBig(o.spec);
    const r = couponReturns(o.spec);
    const out = [
      `type ${o.spec.typeId} (${COUPON_TYPE_NAMES[o.spec.typeId]})` +
        `${o.spec.systemValue !== undefined ? `, system ${o.spec.systemValue}` : ''}, ` +
        `${plural(o.spec.legs.length, 'leg')}, ${plural(count, 'line')}`,
      stakeLine(o.spec, money),
      `coefficient ${odds(totalCoef(o.spec))}`,
      `current return ${money(r.current)}`,
      `max return ${money(r.max)}`,
      'lines:',
    ];
    const shown = firstLines(o.spec, o.shownLines);
    // Chain and conditional lines are few (one per leg or block), so all of them are at hand for what each one holds.
    const all = o.spec.typeId === 3 || o.spec.typeId === 5 ? firstLines(o.spec, Number(count)).map((l) => l.legs) : [];
    for (const line of shown) out.push(describeLine(o.spec, line, all, money, odds));
    if (count > BigInt(o.shownLines)) out.push(`  ... ${plural(count - BigInt(o.shownLines), 'more line')}`);
    return out.join('\n');
  } catch (e) {
    if (e instanceof CouponSpecError) throw new CliError(describeSpecError(e, currencyInfo(o.currency).iso));
    throw e;
  }
}

/** Runs the tool; the exit code: 0 printed (or --help), 2 bad arguments or a coupon outside the rules. */
export function main(
  argv: readonly string[],
  out: (text: string) => void = console.log,
  err: (text: string) => void = console.error,
): number {
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
