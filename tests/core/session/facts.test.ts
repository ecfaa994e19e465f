import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedWhileBanned,
  convertAccountKind,
  deduceBanLevel,
  isBanned,
  isVerified,
  isVipHost,
  mayVisitWhenBanned,
  playBlockOf,
  protectionBand,
} from '../../../src/core/session';

describe('session facts', () => {
  it('puts protection levels in the SPEC bands: <=30 bad, <70 normal, 70..99 good, 100 full', () => {
    expect([0, 30, 31, 69, 70, 99, 100].map(protectionBand)).toEqual(['bad', 'bad', 'normal', 'normal', 'good', 'good', 'full']);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), (level) => {
        const order = ['bad', 'normal', 'good', 'full'];
        expect(order.indexOf(protectionBand(level))).toBeLessThanOrEqual(order.indexOf(protectionBand(level + 1)));
      }),
    );
  });

  it('counts a player verified by internal status 1 or the success group code, unless a document is requested', () => {
    const base = { internal_verification_status: 0, verification_status_group_code: null, requested_additional_document: false };
    expect(isVerified(base)).toBe(false);
    expect(isVerified({ ...base, internal_verification_status: 1 })).toBe(true);
    expect(isVerified({ ...base, verification_status_group_code: 'VERIFICATION_SUCCESSFUL' })).toBe(true);
    expect(isVerified({ ...base, internal_verification_status: 1, requested_additional_document: true })).toBe(false);
  });

  it('is banned above level 0 and reads the convert-account value', () => {
    expect(isBanned(0)).toBe(false);
    expect(isBanned(45)).toBe(true);
    expect([0, 1, 2].map((v) => convertAccountKind(v as 0 | 1 | 2))).toEqual(['none', 'main', 'additional']);
  });

  it('lets a banned player open the deduce page only at 53 with ban version 1, else at 45', () => {
    const deduce = { allowedWhenBanned: false, banLevelRule: 'deduce' } as const;
    expect(deduceBanLevel(1)).toBe(53);
    expect(deduceBanLevel(2)).toBe(45);
    expect(mayVisitWhenBanned(deduce, 53, 1)).toBe(true);
    expect(mayVisitWhenBanned(deduce, 45, 1)).toBe(false);
    expect(mayVisitWhenBanned(deduce, 45, 0)).toBe(true);
    expect(mayVisitWhenBanned({ allowedWhenBanned: false }, 45, 0)).toBe(false);
    expect(mayVisitWhenBanned({ allowedWhenBanned: true }, 45, 0)).toBe(true);
    expect(mayVisitWhenBanned({ allowedWhenBanned: false }, 0, 0)).toBe(true);
    // The routing context asks the same rule for a player it knows is banned.
    expect(allowedWhileBanned(deduce, 53, 1)).toBe(true);
    expect(allowedWhileBanned({ allowedWhenBanned: false }, 45, 0)).toBe(false);
  });

  it('knows a VIP domain by host name: the domain or a subdomain, any case, any port', () => {
    const vip = ['vip.bethouse.example'];
    expect(isVipHost('vip.bethouse.example', vip)).toBe(true);
    expect(isVipHost('WWW.Vip.Bethouse.Example:8080', vip)).toBe(true);
    expect(isVipHost('notvip.bethouse.example', vip)).toBe(false);
    expect(isVipHost('vip.bethouse.example.evil.example', vip)).toBe(false);
    expect(isVipHost('', vip)).toBe(false);
    expect(isVipHost('bethouse.example', [])).toBe(false);
  });
});

describe('playBlockOf', () => {
  it('reads the user config’s running break for the route decision', () => {
    expect(playBlockOf(null)).toBeNull();
    expect(playBlockOf({ play_block: null })).toBeNull();
    expect(playBlockOf({})).toBeNull();
    expect(playBlockOf({ play_block: { limit_type: 33, ends_at: 5 } })).toEqual({ kind: 'timeOut', endsAt: 5 });
    expect(playBlockOf({ play_block: { limit_type: 30, ends_at: 9 } })).toEqual({ kind: 'selfExclusion', endsAt: 9 });
  });
});
