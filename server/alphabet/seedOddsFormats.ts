import type { OddsFormatName } from '../../src/protocol/constants/oddsFormats';
import type { GlossaryLanguage } from './seedBlocks';
import type { EntryWords } from './seedCouponTypes';

/**
 * Every odds format of ODDS_FORMAT explained, keyed by its name there; the
 * conversion example under each is computed by the odds core (examples.ts).
 */
export const ODDS_FORMAT_ENTRIES: Readonly<Record<OddsFormatName, Partial<Record<GlossaryLanguage, EntryWords>> & { en: EntryWords }>> = {
  decimal: {
    en: {
      term: 'Decimal odds',
      definition: 'What one unit staked returns in total, stake included: 2.50 returns 2.50 for 1.',
      body: ['The format every coupon is computed in: the return is the stake times the odds, and the profit is that less the stake.'],
    },
    ru: {
      term: 'Десятичные коэффициенты',
      definition: 'Сколько всего вернёт ставка в одну единицу, включая саму ставку: 2,50 возвращает 2,50 за 1.',
      body: ['В этом формате считается любой купон: выплата равна ставке, умноженной на коэффициент.'],
    },
    de: {
      term: 'Dezimalquoten',
      definition: 'Was ein Einsatz von 1 insgesamt zurückbringt, Einsatz eingeschlossen: 2,50 bringt 2,50 für 1.',
      body: ['In diesem Format wird jeder Wettschein berechnet: die Auszahlung ist der Einsatz mal der Quote.'],
    },
    ar: {
      term: 'الاحتمالات العشرية',
      definition: 'ما يعيده رهان بوحدة واحدة إجمالًا مع المبلغ نفسه: 2.50 تعيد 2.50 مقابل 1.',
      body: ['بهذه الصيغة تُحسب كل قسيمة: العائد هو المبلغ مضروبًا في الاحتمال.'],
    },
  },
  fractional: {
    en: {
      term: 'Fractional odds',
      definition: 'The profit against the stake, as a fraction: 3/2 wins 3 for every 2 staked.',
      body: ['Common in the UK and Ireland. Add one to the fraction to get decimal odds.'],
    },
    ru: {
      term: 'Дробные коэффициенты',
      definition: 'Прибыль к ставке в виде дроби: 3/2 — выигрыш 3 на каждые 2 поставленных.',
      body: ['Приняты в Великобритании и Ирландии. Дробь плюс один — десятичный коэффициент.'],
    },
    de: {
      term: 'Bruchquoten',
      definition: 'Der Gewinn im Verhältnis zum Einsatz als Bruch: 3/2 gewinnt 3 je 2 Einsatz.',
      body: ['Üblich in Großbritannien und Irland. Bruch plus eins ergibt die Dezimalquote.'],
    },
    ar: {
      term: 'الاحتمالات الكسرية',
      definition: 'الربح مقابل المبلغ في صورة كسر: 3/2 تربح 3 عن كل 2.',
      body: ['شائعة في بريطانيا وأيرلندا. أضف واحدًا إلى الكسر لتحصل على الاحتمال العشري.'],
    },
  },
  american: {
    en: {
      term: 'American odds',
      definition: 'Positive: the profit on 100 staked; negative: the stake needed to win 100.',
      body: ['Common in North America. A favourite has negative odds, an outsider positive ones.'],
    },
  },
  hongKong: {
    en: {
      term: 'Hong Kong odds',
      definition: 'The profit on one unit staked: decimal odds minus one.',
      body: ['Common in Asian markets; they are never negative.'],
    },
  },
  indonesian: {
    en: {
      term: 'Indonesian odds',
      definition: 'American odds divided by 100: positive is the profit on 1, negative the stake to win 1.',
      body: ['Common in Indonesia: a favourite has negative odds, as in the American format.'],
    },
  },
  malay: {
    en: {
      term: 'Malay odds',
      definition: 'Between −1 and 1: positive is the profit on 1 staked, negative the stake risked to win 1.',
      body: ['Common in Malaysia: a favourite has positive odds, an outsider negative ones.'],
    },
  },
};
