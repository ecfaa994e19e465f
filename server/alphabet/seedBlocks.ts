import type { ALPHABET_LANGUAGES } from '../../src/protocol/alphabet';

export type GlossaryLanguage = (typeof ALPHABET_LANGUAGES)[number];
/** A text in every language of the glossary. */
export type Titles = Readonly<Record<GlossaryLanguage, string>>;

export interface SeedCategory {
  readonly slug: string;
  readonly titles: Titles;
}

export interface SeedBlock {
  readonly slug: string;
  readonly titles: Titles;
  readonly categories: readonly SeedCategory[];
}

/** The demo glossary's blocks and their categories, in the order the page lists them. */
export const SEED_BLOCKS: readonly SeedBlock[] = [
  {
    slug: 'bet-types',
    titles: { en: 'Bet types', ru: 'Типы ставок', de: 'Wettarten', ar: 'أنواع الرهانات' },
    categories: [
      { slug: 'coupon-types', titles: { en: 'Coupon types', ru: 'Типы купонов', de: 'Wettscheinarten', ar: 'أنواع القسائم' } },
      {
        slug: 'coupon-features',
        titles: { en: 'On the bet slip', ru: 'В купоне', de: 'Auf dem Wettschein', ar: 'في قسيمة الرهان' },
      },
    ],
  },
  {
    slug: 'odds',
    titles: { en: 'Odds', ru: 'Коэффициенты', de: 'Quoten', ar: 'الاحتمالات' },
    categories: [
      { slug: 'odds-formats', titles: { en: 'Odds formats', ru: 'Форматы коэффициентов', de: 'Quotenformate', ar: 'صيغ الاحتمالات' } },
      {
        slug: 'odds-concepts',
        titles: { en: 'Reading odds', ru: 'Как читать коэффициенты', de: 'Quoten lesen', ar: 'قراءة الاحتمالات' },
      },
    ],
  },
  {
    slug: 'markets',
    titles: { en: 'Markets', ru: 'Рынки', de: 'Wettmärkte', ar: 'الأسواق' },
    categories: [
      { slug: 'match-result', titles: { en: 'Match result', ru: 'Исход матча', de: 'Spielausgang', ar: 'نتيجة المباراة' } },
      {
        slug: 'handicaps-and-totals',
        titles: { en: 'Handicaps and totals', ru: 'Форы и тоталы', de: 'Handicaps und Totals', ar: 'الهانديكاب والمجاميع' },
      },
      {
        slug: 'more-markets',
        titles: { en: 'More ways to bet', ru: 'Другие ставки', de: 'Weitere Wetten', ar: 'طرق أخرى للرهان' },
      },
    ],
  },
  {
    slug: 'casino',
    titles: { en: 'Casino', ru: 'Казино', de: 'Casino', ar: 'الكازينو' },
    categories: [
      { slug: 'casino-games', titles: { en: 'Games', ru: 'Игры', de: 'Spiele', ar: 'الألعاب' } },
      { slug: 'fair-play', titles: { en: 'Fair play', ru: 'Честная игра', de: 'Faires Spiel', ar: 'اللعب النزيه' } },
    ],
  },
  {
    slug: 'bonuses',
    titles: { en: 'Bonuses and promotions', ru: 'Бонусы и акции', de: 'Boni und Aktionen', ar: 'المكافآت والعروض' },
    categories: [
      { slug: 'bonus-terms', titles: { en: 'Bonus terms', ru: 'Условия бонусов', de: 'Bonusbedingungen', ar: 'شروط المكافآت' } },
    ],
  },
  {
    slug: 'responsible-gaming',
    titles: { en: 'Responsible gaming', ru: 'Ответственная игра', de: 'Verantwortungsvolles Spielen', ar: 'اللعب المسؤول' },
    categories: [
      {
        slug: 'limits-and-breaks',
        titles: { en: 'Limits and breaks', ru: 'Лимиты и перерывы', de: 'Limits und Pausen', ar: 'الحدود والاستراحات' },
      },
    ],
  },
];
