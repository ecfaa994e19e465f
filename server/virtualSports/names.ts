import { VIRTUAL_NAME_COUNTS } from '../../src/core/virtualSports';
import type { VirtualSport } from '../../src/protocol/virtualSports';
import { SPORTS } from '../live/catalogueData';

/**
 * What a virtual event is called, in the two catalogue languages: the
 * sport (its id is the live sport's for football and tennis, so the coupon
 * and the settlement treat them as those sports), its league, and the names
 * the seed's draws pick by index.
 */
export type Names = readonly (readonly [string, string])[];

const teamsOf = (slug: string): Names => SPORTS.find((s) => s.slug === slug)?.teams ?? [];

const HORSES: Names = [
  ['Silver Arrow', 'Серебряная стрела'],
  ['Northern Star', 'Северная звезда'],
  ['Red Comet', 'Красная комета'],
  ['Thunder Bay', 'Гром'],
  ['Golden Mile', 'Золотая миля'],
  ['Night Rider', 'Ночной всадник'],
  ['Blue Harbour', 'Синяя гавань'],
  ['Wild Storm', 'Дикий шторм'],
  ['Quiet River', 'Тихая река'],
  ['Lucky Clover', 'Счастливый клевер'],
  ['Iron Duke', 'Железный герцог'],
  ['Morning Mist', 'Утренний туман'],
];

export interface VirtualSportNames {
  readonly sportId: number;
  readonly champId: number;
  readonly sport: readonly [string, string];
  readonly champ: readonly [string, string];
  readonly names: Names;
}

export const VIRTUAL_NAMES: Readonly<Record<VirtualSport, VirtualSportNames>> = {
  football: {
    sportId: 1,
    champId: 990_001,
    sport: ['Virtual football', 'Виртуальный футбол'],
    champ: ['Virtual League', 'Виртуальная лига'],
    names: teamsOf('football'),
  },
  tennis: {
    sportId: 4,
    champId: 990_004,
    sport: ['Virtual tennis', 'Виртуальный теннис'],
    champ: ['Virtual Open, one set', 'Virtual Open, один сет'],
    names: teamsOf('tennis'),
  },
  racing: {
    sportId: 9_900,
    champId: 990_099,
    sport: ['Virtual horse racing', 'Виртуальные скачки'],
    champ: ['Virtual Downs', 'Виртуальный ипподром'],
    names: HORSES,
  },
};

// The draws pick indices below the core's counts: a list of another length would name the wrong side.
for (const [sport, names] of Object.entries(VIRTUAL_NAMES))
  if (names.names.length !== VIRTUAL_NAME_COUNTS[sport as VirtualSport])
    throw new Error(`virtual ${sport} needs ${VIRTUAL_NAME_COUNTS[sport as VirtualSport]} names`);
