import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, teamColours, teamInitials } from '../../../src/ui/design/teamColours';

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

describe('generated team marks', () => {
  it('the same name always gives the same colours (case and spaces aside)', () => {
    expect(teamColours('Ajax')).toEqual(teamColours('Ajax'));
    expect(teamColours(' ajax ')).toEqual(teamColours('Ajax'));
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (name) => {
        expect(teamColours(name)).toEqual(teamColours(name));
      }),
    );
  });

  it('the initials always read on the mark: at least 4.5:1', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (name) => {
        const { background, ink } = teamColours(name);
        expect(contrastRatio(luminance(background), luminance(ink))).toBeGreaterThanOrEqual(4.5);
      }),
      { numRuns: 2000 },
    );
  });

  it('different teams mostly look different (the demo catalogue has no two alike)', () => {
    const teams = ['Ajax', 'Lyon', 'Liverpool', 'Zenit', 'Barcelona', 'Arsenal', 'Porto', 'CSKA Moscow', 'Manchester City', 'Team Spirit'];
    const colours = new Set(teams.map((t) => teamColours(t).background));
    expect(colours.size).toBe(teams.length);
  });

  it('initials: the first letters of two words, or two letters of one; any script', () => {
    expect(teamInitials('CSKA Moscow')).toBe('CM');
    expect(teamInitials('Ajax')).toBe('AJ');
    expect(teamInitials('Virtus.pro')).toBe('VP');
    expect(teamInitials('Зенит')).toBe('ЗЕ');
    expect(teamInitials('Team Falcons')).toBe('TF');
    expect(teamInitials('')).toBe('');
  });
});
