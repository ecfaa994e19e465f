import type { CalculatorInput, CalculatorLeg } from '../../src/protocol/calculator';
import { BET_STATUS, type CouponTypeName } from '../../src/protocol/constants/couponTypes';
import { ODDS_FORMAT } from '../../src/protocol/constants/oddsFormats';
import type { GlossaryLanguage } from './seedBlocks';

/** One language's words for an entry: its term, its one-line definition, its body's paragraphs. */
export interface EntryWords {
  readonly term: string;
  readonly definition: string;
  readonly body: readonly string[];
}

export interface CouponTypeEntry {
  readonly related: readonly string[];
  /** The worked example, priced on the coupon core when the glossary is seeded (examples.ts). */
  readonly example: CalculatorInput;
  readonly words: Partial<Record<GlossaryLanguage, EntryWords>> & { readonly en: EntryWords };
}

const open = (...odds: string[]): CalculatorLeg[] => odds.map((o) => ({ odds: o, status: BET_STATUS.notCalculated, banker: false }));
const example = (typeId: CalculatorInput['typeId'], stake: string, legs: CalculatorLeg[], system?: number): CalculatorInput => ({
  typeId,
  stake,
  format: ODDS_FORMAT.decimal,
  legs,
  ...(system === undefined ? {} : { system }),
});

/**
 * Every coupon type of COUPON_TYPE explained, keyed by its name there (the
 * compiler keeps one entry per type): the entry's slug, id and calculator
 * link are made from the constant, never typed again.
 */
export const COUPON_TYPE_ENTRIES: Readonly<Record<CouponTypeName, CouponTypeEntry>> = {
  single: {
    related: ['express', 'many-singles', 'potential-return'],
    example: example(0, '100', open('1.85')),
    words: {
      en: {
        term: 'Single',
        definition: 'A bet on one outcome: it wins when that outcome wins.',
        body: ['The simplest bet: one selection, one stake. The return is the stake times the odds; a void selection returns the stake.'],
      },
      ru: {
        term: 'Ординар',
        definition: 'Ставка на один исход: выигрывает, если выиграл этот исход.',
        body: ['Самая простая ставка: одно событие, одна сумма. Выплата равна сумме ставки, умноженной на коэффициент.'],
      },
      de: {
        term: 'Einzelwette',
        definition: 'Eine Wette auf ein einziges Ergebnis: sie gewinnt, wenn dieses Ergebnis eintritt.',
        body: ['Die einfachste Wette: eine Auswahl, ein Einsatz. Die Auszahlung ist der Einsatz mal der Quote.'],
      },
      ar: {
        term: 'رهان فردي',
        definition: 'رهان على نتيجة واحدة: يربح إذا تحققت هذه النتيجة.',
        body: ['أبسط رهان: اختيار واحد ومبلغ واحد. العائد هو المبلغ مضروبًا في الاحتمال.'],
      },
    },
  },
  express: {
    related: ['single', 'system', 'express-bonus'],
    example: example(1, '100', open('1.5', '2', '2.5')),
    words: {
      en: {
        term: 'Express (accumulator)',
        definition: 'One bet on several outcomes at once: the odds multiply, and every outcome must win.',
        body: [
          'An express joins two or more selections into one line. Its odds are the product of the legs’ odds, so the ' +
            'return grows fast, but one lost leg loses the whole bet. A void leg counts as odds of 1.00.',
        ],
      },
      ru: {
        term: 'Экспресс',
        definition: 'Одна ставка на несколько исходов сразу: коэффициенты перемножаются, и выиграть должны все исходы.',
        body: ['Экспресс объединяет два и более события в одну линию. Проигрыш одного события — проигрыш всей ставки.'],
      },
      de: {
        term: 'Kombiwette',
        definition: 'Eine Wette auf mehrere Ergebnisse zugleich: die Quoten werden multipliziert, und alle müssen gewinnen.',
        body: ['Eine Kombiwette verbindet zwei oder mehr Auswahlen zu einer Linie. Verliert eine, ist die ganze Wette verloren.'],
      },
      ar: {
        term: 'رهان مجمّع (إكسبريس)',
        definition: 'رهان واحد على عدة نتائج معًا: تُضرب الاحتمالات، ويجب أن تربح كل النتائج.',
        body: ['يجمع الإكسبريس اختيارين أو أكثر في خط واحد. خسارة اختيار واحد تعني خسارة الرهان كله.'],
      },
    },
  },
  system: {
    related: ['express', 'banker', 'multibet'],
    example: example(2, '300', open('1.5', '2', '2.5'), 2),
    words: {
      en: {
        term: 'System',
        definition: 'Every express of k legs out of n selections, the stake split equally: some legs may lose and the bet still pays.',
        body: [
          'A system k/n places every combination of k selections out of n as its own express. A 2/3 system is three doubles. The ' +
            'stake is split equally across the lines, and each winning line pays its own return. Bankers join every line.',
        ],
      },
      ru: {
        term: 'Система',
        definition: 'Все экспрессы из k событий среди n выбранных, сумма делится поровну: часть событий может проиграть.',
        body: ['Система k/n — это все сочетания из k событий по n, каждое как отдельный экспресс. Система 2/3 — три двойника.'],
      },
      de: {
        term: 'Systemwette',
        definition: 'Jede Kombination aus k von n Auswahlen, der Einsatz gleich verteilt: einige dürfen verlieren.',
        body: ['Ein System k/n setzt jede Kombination aus k von n Auswahlen als eigene Kombiwette. Ein 2/3-System sind drei Zweierkombis.'],
      },
      ar: {
        term: 'نظام',
        definition: 'كل رهان مجمّع من k اختيارات بين n، والمبلغ مقسّم بالتساوي: قد يخسر بعضها ويبقى الرهان رابحًا.',
        body: ['نظام k/n يضع كل تركيبة من k اختيارات بين n كرهان مجمّع مستقل. نظام 2/3 هو ثلاثة رهانات ثنائية.'],
      },
    },
  },
  chain: {
    related: ['single', 'conditional'],
    example: example(3, '100', [
      { odds: '1.55', status: BET_STATUS.win, banker: false },
      { odds: '1.25', status: BET_STATUS.win, banker: false },
      { odds: '1.85', status: BET_STATUS.lose, banker: false },
      { odds: '2', status: BET_STATUS.win, banker: false },
    ]),
    words: {
      en: {
        term: 'Chain',
        definition: 'Singles in your order, each staking the unit stake from what the chain holds so far.',
        body: [
          'A chain starts with its unit stake. Each selection, in the order you chose, stakes the unit (or what is left, if less) ' +
            'and adds back what it returns. When nothing is left the chain stops; it pays what it holds at the end.',
        ],
      },
      ru: {
        term: 'Цепочка',
        definition: 'Ординары в вашем порядке: каждый ставит единичную сумму из того, что накоплено в цепочке.',
        body: ['Цепочка начинается с единичной суммы. Каждое событие по очереди ставит её (или остаток) и возвращает выигрыш.'],
      },
      de: {
        term: 'Kettenwette',
        definition: 'Einzelwetten in Ihrer Reihenfolge, jede setzt den Grundeinsatz aus dem bisher Gewonnenen.',
        body: ['Eine Kette beginnt mit ihrem Grundeinsatz. Jede Auswahl setzt ihn (oder den Rest) und fügt ihre Auszahlung hinzu.'],
      },
      ar: {
        term: 'سلسلة',
        definition: 'رهانات فردية بترتيبك، كل منها يراهن بالمبلغ الأساسي مما جمعته السلسلة حتى الآن.',
        body: ['تبدأ السلسلة بمبلغها الأساسي. كل اختيار بالترتيب يراهن به (أو بما تبقى) ويضيف ما يعيده.'],
      },
    },
  },
  multibet: {
    related: ['system', 'banker', 'express'],
    example: example(4, '300', [{ odds: '1.4', status: BET_STATUS.notCalculated, banker: true }, ...open('1.5', '2', '2.5')], 2),
    words: {
      en: {
        term: 'Multibet',
        definition: 'A lobby (a single or an express) combined as an express with a system of the other selections.',
        body: [
          'The lobby multiplies every line of the system. A lost lobby, or a system without a winning ' +
            'line, loses the whole bet; without a lobby it settles as a plain system.',
        ],
      },
    },
  },
  conditional: {
    related: ['chain', 'express'],
    example: example(5, '100', open('1.5', '2')),
    words: {
      en: {
        term: 'Conditional bet',
        definition: 'Blocks in order, each staking from the winnings of the blocks before it.',
        body: [
          'The first block is paid from your balance; each next block stakes from what was won so far, and ' +
            'is placed only if enough remains. If the first block loses, the bet is lost.',
        ],
      },
    },
  },
  antiExpress: {
    related: ['express'],
    example: example(6, '100', open('1.5', '2', '2.5')),
    words: {
      en: {
        term: 'Anti-express',
        definition: 'A bet that the matching express loses: it wins when at least one selection fails.',
        body: [
          'Its odds are quoted by the bookmaker. Without a quote, the margin-free bound ' +
            'A/(A−1), where A is the product of the odds, is the most it can be.',
        ],
      },
    },
  },
  lucky: {
    related: ['patent', 'system'],
    example: example(7, '700', open('1.5', '2', '2.5')),
    words: {
      en: {
        term: 'Lucky',
        definition: 'Every single and every express of two or more of the selections, the stake split equally.',
        body: [
          'A lucky on three selections has seven lines: three singles, three doubles and one treble. One winner is enough for a return.',
        ],
      },
    },
  },
  patent: {
    related: ['lucky', 'system'],
    example: example(8, '400', open('1.5', '2', '2.5')),
    words: {
      en: {
        term: 'Patent',
        definition: 'Every express of two or more of the selections, without singles, the stake split equally.',
        body: ['A patent on three selections has four lines: three doubles and one treble.'],
      },
    },
  },
  manySingles: {
    related: ['single'],
    example: example(9, '100', open('1.5', '2')),
    words: {
      en: {
        term: 'Many singles',
        definition: 'Several singles placed at once, each with its own stake.',
        body: ['Each selection is a single of its own and is settled on its own. Promo codes are not accepted on this coupon.'],
      },
    },
  },
};
