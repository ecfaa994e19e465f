import { encodeCalculation, priceCalculation } from '../../src/core/calculator';
import { formatAmount } from '../../src/core/format/amount';
import { formatOdds } from '../../src/core/odds';
import { CALCULATOR_MONEY_DIGITS, type CalculatorInput } from '../../src/protocol/calculator';
import { BET_STATUS, type BetStatusId } from '../../src/protocol/constants/couponTypes';
import { ODDS_FORMAT, type OddsFormatId } from '../../src/protocol/constants/oddsFormats';
import { escapeText } from '../seo/escape';
import type { GlossaryLanguage } from './seedBlocks';

interface ExampleWords {
  readonly title: string;
  readonly legs: (odds: string) => string;
  readonly won: string;
  readonly lost: string;
  readonly stake: (stake: string) => string;
  readonly lines: (count: number, each: string) => string;
  readonly max: (amount: string) => string;
  readonly current: (amount: string) => string;
  readonly odds: (decimal: string, value: string) => string;
}

/** The worked examples' sentences; the numbers in them are always the cores' own. */
const WORDS: Readonly<Record<GlossaryLanguage, ExampleWords>> = {
  en: {
    title: 'Worked example',
    legs: (odds) => `Selections at odds of ${odds}`,
    won: 'won',
    lost: 'lost',
    stake: (stake) => `, a stake of ${stake}: `,
    lines: (count, each) => `${count} ${count === 1 ? 'line' : 'lines'}, staking ${each} each. `,
    max: (amount) => `If every selection wins, the coupon returns ${amount}.`,
    current: (amount) => `As settled, the coupon returns ${amount}.`,
    odds: (decimal, value) => `Decimal odds of ${decimal} are ${value} in this format.`,
  },
  ru: {
    title: 'Пример расчёта',
    legs: (odds) => `События с коэффициентами ${odds}`,
    won: 'выигрыш',
    lost: 'проигрыш',
    stake: (stake) => `, ставка ${stake}: `,
    lines: (count, each) => `линий: ${count}, по ${each} на каждую. `,
    max: (amount) => `Если выиграют все события, купон вернёт ${amount}.`,
    current: (amount) => `По итогам расчёта купон вернёт ${amount}.`,
    odds: (decimal, value) => `Десятичный коэффициент ${decimal} в этом формате — ${value}.`,
  },
  de: {
    title: 'Rechenbeispiel',
    legs: (odds) => `Auswahlen zu Quoten von ${odds}`,
    won: 'gewonnen',
    lost: 'verloren',
    stake: (stake) => `, Einsatz ${stake}: `,
    lines: (count, each) => `${count} ${count === 1 ? 'Linie' : 'Linien'} zu je ${each}. `,
    max: (amount) => `Gewinnt jede Auswahl, bringt der Wettschein ${amount}.`,
    current: (amount) => `Abgerechnet bringt der Wettschein ${amount}.`,
    odds: (decimal, value) => `Die Dezimalquote ${decimal} ist in diesem Format ${value}.`,
  },
  ar: {
    title: 'مثال محسوب',
    legs: (odds) => `اختيارات باحتمالات ${odds}`,
    won: 'ربح',
    lost: 'خسارة',
    stake: (stake) => `، ومبلغ ${stake}: `,
    lines: (count, each) => `عدد الخطوط ${count}، لكل منها ${each}. `,
    max: (amount) => `إذا ربحت كل الاختيارات تعيد القسيمة ${amount}.`,
    current: (amount) => `بعد التسوية تعيد القسيمة ${amount}.`,
    odds: (decimal, value) => `الاحتمال العشري ${decimal} يساوي ${value} بهذه الصيغة.`,
  },
};

const section = (words: ExampleWords, text: string) => `<h2>${escapeText(words.title)}</h2><p>${escapeText(text)}</p>`;

/**
 * A coupon type's worked example as HTML in one language, priced on the
 * coupon core (the betting calculator's own arithmetic), with the
 * calculator's query that opens the same calculation.
 */
export function couponExample(input: CalculatorInput, lang: GlossaryLanguage): { readonly html: string; readonly query: string } {
  const { outcome } = priceCalculation(input);
  if (outcome.status !== 'ok') throw new Error(`The glossary's example of coupon type ${input.typeId} is no calculation`);
  const words = WORDS[lang];
  const money = (minor: number) => formatAmount(minor, CALCULATOR_MONEY_DIGITS, lang);
  const settled = (status: BetStatusId) =>
    status === BET_STATUS.win ? ` (${words.won})` : status === BET_STATUS.lose ? ` (${words.lost})` : '';
  const odds = input.legs.map((leg) => `${formatOdds(Number(leg.odds), ODDS_FORMAT.decimal)}${settled(leg.status)}`).join(', ');
  const allSettled = input.legs.every((leg) => leg.status !== BET_STATUS.notCalculated);
  const text =
    words.legs(odds) +
    words.stake(money(outcome.split.total)) +
    // A chain's or a conditional's later lines stake from what came before: no one stake per line to state.
    (outcome.holdsAfterLines ? ' ' : words.lines(outcome.lineCount, money(outcome.split.base))) +
    (allSettled ? words.current(money(outcome.returns.current)) : words.max(money(outcome.returns.max)));
  return { html: section(words, text), query: encodeCalculation(input) };
}

/** Decimal odds the odds formats' examples convert: a favourite and an outsider. */
const ODDS_EXAMPLES = [1.5, 2.5] as const;

/** An odds format's conversion example as HTML in one language, converted by the odds core. */
export function oddsExample(format: OddsFormatId, lang: GlossaryLanguage): string {
  const words = WORDS[lang];
  const text = ODDS_EXAMPLES.map((d) => words.odds(formatOdds(d, ODDS_FORMAT.decimal), formatOdds(d, format))).join(' ');
  return section(words, text);
}
