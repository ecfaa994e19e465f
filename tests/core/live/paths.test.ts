import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { champPagePath, gamePagePath, teamPagePath } from '../../../src/core/live';
import { champsPath, gameHref, teamPath } from '../../../src/ui/live/paths';

// The worker makes links (search results) that the UI's router must read as the UI's own links: one rule, two rooms.
describe('the worker builds the pages the UI links to', () => {
  const name = fc.string({ maxLength: 30 });
  it('game, championship and team pages are the same paths', () => {
    fc.assert(
      fc.property(
        fc.record({
          gameId: fc.integer({ min: 1, max: 1e8 }),
          sportId: fc.integer({ min: 1, max: 3000 }),
          sportSlug: fc.constantFrom('football', 'cs2', 'ice-hockey'),
          isCyber: fc.boolean(),
          champId: fc.integer({ min: 1, max: 1e6 }),
          champName: name,
          opponent1: name,
          opponent2: name,
          status: fc.constantFrom(1, 2, 3, 4),
        }),
        fc.constantFrom('en', 'ru', 'ar'),
        (game, lang) => {
          expect(gamePagePath(lang, game)).toBe(gameHref(lang, game));
          expect(champPagePath(lang, game.champId, game.champName)).toBe(champsPath(lang, game.champId, game.champName));
          expect(teamPagePath(lang, 'line', 'real-madrid')).toBe(teamPath(lang, 'line', 'real-madrid'));
        },
      ),
    );
  });
});
