/**
 * The demo catalogue: sports with the rules the simulator plays them by,
 * championships and team names, in English and Russian. seedLiveDemo()
 * writes sports and championships to the database once; the team lists
 * only feed the games the simulator creates.
 */

export interface SportRules {
  /** Periods (halves, sets, maps, rounds) in a game. */
  readonly periods: number;
  /** Game-clock seconds per period. */
  readonly periodSec: number;
  /** Game-clock seconds of a break between periods (status 3). */
  readonly breakSec: number;
  /** Scoring events per game-clock second for both sides together. */
  readonly scoringPerSec: number;
  /** Points a scoring event may be worth. */
  readonly points: readonly number[];
  /** A draw is possible: the result market has 1, X and 2. */
  readonly threeWay: boolean;
  /** Total lines offered (the first is the main total), handicap line of the favourite. */
  readonly totals: readonly number[];
  readonly handicap: number;
}

export interface SportData {
  readonly id: number;
  readonly slug: string;
  readonly nameEn: string;
  readonly nameRu: string;
  readonly isCyber: boolean;
  readonly rules: SportRules;
  readonly champs: readonly {
    readonly id: number;
    readonly nameEn: string;
    readonly nameRu: string;
    readonly countryEn: string;
    readonly countryRu: string;
  }[];
  /** [English, Russian] */
  readonly teams: readonly (readonly [string, string])[];
}

const same = (names: readonly string[]): (readonly [string, string])[] => names.map((n) => [n, n] as const);

export const LONG_TERM_NAME = { en: 'Long-term bets', ru: 'Долгосрочные ставки' } as const;

export const SPORTS: readonly SportData[] = [
  {
    id: 1,
    slug: 'football',
    nameEn: 'Football',
    nameRu: 'Футбол',
    isCyber: false,
    rules: {
      periods: 2,
      periodSec: 2700,
      breakSec: 900,
      scoringPerSec: 2.7 / 5400,
      points: [1],
      threeWay: true,
      totals: [2.5, 1.5, 3.5],
      handicap: -1.5,
    },
    champs: [
      { id: 101, nameEn: 'Premier League', nameRu: 'Премьер-лига', countryEn: 'England', countryRu: 'Англия' },
      { id: 102, nameEn: 'LaLiga', nameRu: 'Ла Лига', countryEn: 'Spain', countryRu: 'Испания' },
      { id: 103, nameEn: 'Russian Premier League', nameRu: 'РПЛ', countryEn: 'Russia', countryRu: 'Россия' },
      { id: 104, nameEn: 'UEFA Europa League', nameRu: 'Лига Европы УЕФА', countryEn: 'Europe', countryRu: 'Европа' },
    ],
    teams: [
      ['Arsenal', 'Арсенал'],
      ['Chelsea', 'Челси'],
      ['Liverpool', 'Ливерпуль'],
      ['Manchester City', 'Манчестер Сити'],
      ['Real Madrid', 'Реал Мадрид'],
      ['Barcelona', 'Барселона'],
      ['Sevilla', 'Севилья'],
      ['Valencia', 'Валенсия'],
      ['Zenit', 'Зенит'],
      ['Spartak Moscow', 'Спартак Москва'],
      ['CSKA Moscow', 'ЦСКА Москва'],
      ['Lokomotiv Moscow', 'Локомотив Москва'],
      ['Ajax', 'Аякс'],
      ['Porto', 'Порту'],
      ['Roma', 'Рома'],
      ['Lyon', 'Лион'],
    ],
  },
  {
    id: 2,
    slug: 'ice-hockey',
    nameEn: 'Ice Hockey',
    nameRu: 'Хоккей',
    isCyber: false,
    rules: {
      periods: 3,
      periodSec: 1200,
      breakSec: 1080,
      scoringPerSec: 5.5 / 3600,
      points: [1],
      threeWay: true,
      totals: [5.5, 4.5, 6.5],
      handicap: -1.5,
    },
    champs: [
      { id: 201, nameEn: 'NHL', nameRu: 'НХЛ', countryEn: 'USA', countryRu: 'США' },
      { id: 202, nameEn: 'KHL', nameRu: 'КХЛ', countryEn: 'Russia', countryRu: 'Россия' },
    ],
    teams: [
      ['Boston Bruins', 'Бостон Брюинз'],
      ['New York Rangers', 'Нью-Йорк Рейнджерс'],
      ['Toronto Maple Leafs', 'Торонто Мэйпл Лифс'],
      ['Edmonton Oilers', 'Эдмонтон Ойлерз'],
      ['SKA Saint Petersburg', 'СКА Санкт-Петербург'],
      ['CSKA', 'ЦСКА'],
      ['Ak Bars', 'Ак Барс'],
      ['Metallurg Magnitogorsk', 'Металлург Магнитогорск'],
    ],
  },
  {
    id: 3,
    slug: 'basketball',
    nameEn: 'Basketball',
    nameRu: 'Баскетбол',
    isCyber: false,
    rules: {
      periods: 4,
      periodSec: 600,
      breakSec: 120,
      scoringPerSec: 90 / 2400,
      points: [2, 2, 2, 3, 1],
      threeWay: false,
      totals: [210.5, 205.5, 215.5],
      handicap: -4.5,
    },
    champs: [
      { id: 301, nameEn: 'NBA', nameRu: 'НБА', countryEn: 'USA', countryRu: 'США' },
      { id: 302, nameEn: 'EuroLeague', nameRu: 'Евролига', countryEn: 'Europe', countryRu: 'Европа' },
    ],
    teams: [
      ['Boston Celtics', 'Бостон Селтикс'],
      ['Los Angeles Lakers', 'Лос-Анджелес Лейкерс'],
      ['Golden State Warriors', 'Голден Стэйт Уорриорз'],
      ['Denver Nuggets', 'Денвер Наггетс'],
      ['Real Madrid', 'Реал Мадрид'],
      ['Fenerbahce', 'Фенербахче'],
      ['Olympiacos', 'Олимпиакос'],
      ['Panathinaikos', 'Панатинаикос'],
    ],
  },
  {
    id: 4,
    slug: 'tennis',
    nameEn: 'Tennis',
    nameRu: 'Теннис',
    isCyber: false,
    rules: {
      periods: 3,
      periodSec: 2400,
      breakSec: 120,
      scoringPerSec: 10 / 2400,
      points: [1],
      threeWay: false,
      totals: [22.5, 20.5, 24.5],
      handicap: -2.5,
    },
    champs: [
      { id: 401, nameEn: 'ATP Masters', nameRu: 'ATP Мастерс', countryEn: 'World', countryRu: 'Мир' },
      { id: 402, nameEn: 'WTA 1000', nameRu: 'WTA 1000', countryEn: 'World', countryRu: 'Мир' },
    ],
    teams: [
      ['J. Sinner', 'Я. Синнер'],
      ['C. Alcaraz', 'К. Алькарас'],
      ['N. Djokovic', 'Н. Джокович'],
      ['D. Medvedev', 'Д. Медведев'],
      ['A. Sabalenka', 'А. Соболенко'],
      ['I. Swiatek', 'И. Свёнтек'],
      ['E. Rybakina', 'Е. Рыбакина'],
      ['M. Andreeva', 'М. Андреева'],
    ],
  },
  {
    id: 6,
    slug: 'volleyball',
    nameEn: 'Volleyball',
    nameRu: 'Волейбол',
    isCyber: false,
    rules: {
      periods: 4,
      periodSec: 1500,
      breakSec: 180,
      scoringPerSec: 45 / 1500,
      points: [1],
      threeWay: false,
      totals: [180.5, 175.5, 185.5],
      handicap: -3.5,
    },
    champs: [{ id: 601, nameEn: 'Volleyball Nations League', nameRu: 'Лига наций', countryEn: 'World', countryRu: 'Мир' }],
    teams: [
      ['Poland', 'Польша'],
      ['Italy', 'Италия'],
      ['Brazil', 'Бразилия'],
      ['France', 'Франция'],
      ['USA', 'США'],
      ['Japan', 'Япония'],
    ],
  },
  {
    id: 10,
    slug: 'table-tennis',
    nameEn: 'Table Tennis',
    nameRu: 'Настольный теннис',
    isCyber: false,
    rules: {
      periods: 5,
      periodSec: 300,
      breakSec: 60,
      scoringPerSec: 19 / 300,
      points: [1],
      threeWay: false,
      totals: [75.5, 72.5, 78.5],
      handicap: -2.5,
    },
    champs: [{ id: 1001, nameEn: 'Setka Cup', nameRu: 'Сетка Кап', countryEn: 'International', countryRu: 'Международный' }],
    teams: [
      ['Fan Zhendong', 'Фань Чжэньдун'],
      ['Ma Long', 'Ма Лун'],
      ['T. Harimoto', 'Т. Харимото'],
      ['H. Calderano', 'У. Кальдерано'],
      ['D. Ovtcharov', 'Д. Овчаров'],
      ['L. Lebrun', 'Л. Лебрен'],
    ],
  },
  {
    id: 189,
    slug: 'ufc',
    nameEn: 'UFC',
    nameRu: 'UFC',
    isCyber: false,
    rules: {
      periods: 3,
      periodSec: 300,
      breakSec: 60,
      scoringPerSec: 0.4 / 900,
      points: [1],
      threeWay: false,
      totals: [2.5, 1.5, 2.5],
      handicap: -1.5,
    },
    champs: [{ id: 18901, nameEn: 'UFC Fight Night', nameRu: 'UFC Fight Night', countryEn: 'USA', countryRu: 'США' }],
    teams: [
      ['I. Makhachev', 'И. Махачев'],
      ['A. Volkanovski', 'А. Волкановски'],
      ['J. Jones', 'Д. Джонс'],
      ['A. Pereira', 'А. Перейра'],
      ['M. Dvalishvili', 'М. Двалишвили'],
      ["S. O'Malley", "Ш. О'Мэлли"],
    ],
  },
  {
    id: 40,
    slug: 'cs2',
    nameEn: 'CS2',
    nameRu: 'CS2',
    isCyber: true,
    rules: {
      periods: 3,
      periodSec: 2400,
      breakSec: 300,
      scoringPerSec: 24 / 2400,
      points: [1],
      threeWay: false,
      totals: [2.5, 2.5, 2.5],
      handicap: -1.5,
    },
    champs: [
      { id: 4001, nameEn: 'IEM Major', nameRu: 'IEM Major', countryEn: 'World', countryRu: 'Мир' },
      { id: 4002, nameEn: 'ESL Pro League', nameRu: 'ESL Pro League', countryEn: 'World', countryRu: 'Мир' },
    ],
    teams: same(['Natus Vincere', 'Team Spirit', 'FaZe Clan', 'Vitality', 'G2 Esports', 'MOUZ', 'Virtus.pro', 'Astralis']),
  },
  {
    id: 41,
    slug: 'dota-2',
    nameEn: 'Dota 2',
    nameRu: 'Dota 2',
    isCyber: true,
    rules: {
      periods: 3,
      periodSec: 2400,
      breakSec: 300,
      scoringPerSec: 50 / 2400,
      points: [1],
      threeWay: false,
      totals: [2.5, 2.5, 2.5],
      handicap: -1.5,
    },
    champs: [{ id: 4101, nameEn: 'The International', nameRu: 'The International', countryEn: 'World', countryRu: 'Мир' }],
    teams: same(['Team Spirit', 'Tundra Esports', 'Gaimin Gladiators', 'Team Liquid', 'BetBoom Team', 'Team Falcons']),
  },
  {
    id: 42,
    slug: 'league-of-legends',
    nameEn: 'League of Legends',
    nameRu: 'League of Legends',
    isCyber: true,
    rules: {
      periods: 3,
      periodSec: 1800,
      breakSec: 300,
      scoringPerSec: 25 / 1800,
      points: [1],
      threeWay: false,
      totals: [2.5, 2.5, 2.5],
      handicap: -1.5,
    },
    champs: [{ id: 4201, nameEn: 'LoL Worlds', nameRu: 'LoL Worlds', countryEn: 'World', countryRu: 'Мир' }],
    teams: same(['T1', 'Gen.G', 'JD Gaming', 'Bilibili Gaming', 'G2 Esports', 'Fnatic']),
  },
  {
    id: 43,
    slug: 'fifa',
    nameEn: 'FIFA',
    nameRu: 'FIFA',
    isCyber: true,
    rules: {
      periods: 2,
      periodSec: 360,
      breakSec: 30,
      scoringPerSec: 5 / 720,
      points: [1],
      threeWay: true,
      totals: [4.5, 3.5, 5.5],
      handicap: -1.5,
    },
    champs: [{ id: 4301, nameEn: 'Esoccer Battle', nameRu: 'Киберфутбол Battle', countryEn: 'International', countryRu: 'Международный' }],
    teams: same([
      'Arsenal (Boulevard)',
      'Chelsea (Kray)',
      'Real Madrid (Hotshot)',
      'Barcelona (Sane)',
      'Bayern (Rudy)',
      'Juventus (Flewless)',
    ]),
  },
  // After the cyber disciplines, so adding them left the seeded demo world of the sports above unchanged.
  {
    id: 66,
    slug: 'cricket',
    nameEn: 'Cricket',
    nameRu: 'Крикет',
    isCyber: false,
    rules: {
      periods: 2,
      periodSec: 4800,
      breakSec: 1200,
      scoringPerSec: 170 / 4800,
      points: [1, 1, 1, 2, 4, 6],
      threeWay: false,
      totals: [330.5, 320.5, 340.5],
      handicap: -15.5,
    },
    champs: [{ id: 6601, nameEn: 'Indian Premier League', nameRu: 'Индийская премьер-лига', countryEn: 'India', countryRu: 'Индия' }],
    teams: [
      ['Mumbai Indians', 'Мумбаи Индианс'],
      ['Chennai Super Kings', 'Ченнаи Супер Кингз'],
      ['Royal Challengers Bengaluru', 'Роял Челленджерс Бенгалуру'],
      ['Kolkata Knight Riders', 'Калькутта Найт Райдерс'],
      ['Rajasthan Royals', 'Раджастхан Роялс'],
      ['Delhi Capitals', 'Дели Кэпиталс'],
    ],
  },
  {
    id: 95,
    slug: 'marble-racing',
    nameEn: 'Marble racing',
    nameRu: 'Гонки шариков',
    isCyber: false,
    rules: {
      periods: 1,
      periodSec: 1200,
      breakSec: 0,
      scoringPerSec: 3 / 1200,
      points: [1],
      threeWay: false,
      totals: [2.5, 1.5, 3.5],
      handicap: -1.5,
    },
    champs: [{ id: 9501, nameEn: 'Marble League', nameRu: 'Марбл-лига', countryEn: 'International', countryRu: 'Международный' }],
    teams: same(['Savage Speeders', "O'rangers", 'Raspberry Racers', 'Green Ducks', 'Midnight Wisps', 'Hazers']),
  },
  {
    // Election nights: two parties race for the districts called during the count; the "score" is districts won.
    id: 2000,
    slug: 'politics',
    nameEn: 'Politics',
    nameRu: 'Политика',
    isCyber: false,
    rules: {
      periods: 1,
      periodSec: 3600,
      breakSec: 0,
      scoringPerSec: 40 / 3600,
      points: [1],
      threeWay: true,
      totals: [39.5, 35.5, 43.5],
      handicap: -4.5,
    },
    champs: [
      {
        id: 200001,
        nameEn: 'Election night: districts called',
        nameRu: 'Ночь выборов: подсчёт округов',
        countryEn: 'International',
        countryRu: 'Международный',
      },
    ],
    teams: [
      ['Blue Party', 'Синяя партия'],
      ['Red Party', 'Красная партия'],
      ['Green Alliance', 'Зелёный альянс'],
      ['Liberty Union', 'Союз свободы'],
      ['Civic Forum', 'Гражданский форум'],
      ['Labour Bloc', 'Трудовой блок'],
    ],
  },
];

/** Market and outcome type ids, with names [English, Russian] in full and short (the markets' names type preference). */
export const MARKET_TYPES = {
  result: { typeId: 1, kind: 1, name: ['Result', 'Исход'], short: ['1X2', '1X2'] },
  doubleChance: { typeId: 2, kind: 2, name: ['Double chance', 'Двойной шанс'], short: ['DC', 'ДШ'] },
  handicap: { typeId: 3, kind: 3, name: ['Handicap', 'Фора'], short: ['HCP', 'Ф'] },
  total: { typeId: 4, kind: 4, name: ['Total', 'Тотал'], short: ['TOT', 'Т'] },
  bothScore: { typeId: 5, kind: 5, name: ['Both teams to score', 'Обе забьют'], short: ['BTTS', 'ОЗ'] },
} as const;

/**
 * Short outcome names by outcome type id, [English, Russian], with the
 * market's line where it has one; a type not here keeps its full name.
 */
export const OUTCOME_SHORT: Readonly<Record<number, (param: number | null) => readonly [string, string]>> = {
  7: (p) => [`H1 ${p ?? ''}`.trim(), `Ф1 ${p ?? ''}`.trim()],
  8: (p) => [`H2 ${p === null ? '' : -p}`.trim(), `Ф2 ${p === null ? '' : -p}`.trim()],
  9: (p) => [`O ${p ?? ''}`.trim(), `Б ${p ?? ''}`.trim()],
  10: (p) => [`U ${p ?? ''}`.trim(), `М ${p ?? ''}`.trim()],
  180: () => ['Y', 'Д'],
  181: () => ['N', 'Н'],
};
