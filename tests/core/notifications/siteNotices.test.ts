import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adBlockerKey, adBlockerSeen, connectivityRuling } from '../../../src/core/notifications/siteNotices';
import { showsPolicyLogo } from '../../../src/core/routing/policyLogo';
import { POLICY_LOGO_COUNTRY_IDS } from '../../../src/protocol/constants/siteNotices';

describe('the ad-blocker rule', () => {
  it('sees an ad blocker when the bait was blocked while the own server answered, or the bait element was hidden', () => {
    expect(adBlockerSeen({ bait: 'blocked', server: 'answered', hidden: false })).toBe(true);
    expect(adBlockerSeen({ bait: 'loaded', server: 'answered', hidden: true })).toBe(true);
    expect(adBlockerSeen({ bait: 'blocked', server: 'failed', hidden: true })).toBe(true);
  });

  it('sees none when the bait came, or when the server did not answer either (a network down)', () => {
    expect(adBlockerSeen({ bait: 'loaded', server: 'answered', hidden: false })).toBe(false);
    expect(adBlockerSeen({ bait: 'blocked', server: 'failed', hidden: false })).toBe(false);
    expect(adBlockerSeen({ bait: 'loaded', server: 'failed', hidden: false })).toBe(false);
  });

  it('names one notice per visit', () => {
    expect(adBlockerKey(1000)).toBe('adBlocker:1000');
    expect(adBlockerKey(1000)).not.toBe(adBlockerKey(2000));
  });
});

describe('the offline rule', () => {
  it('raises one notice when a spell offline begins, named by its time', () => {
    expect(connectivityRuling(null, false, 5, [])).toEqual({ raise: 'offline:5', retract: [], spell: 'offline:5' });
  });

  it('raises nothing more while the spell lasts, even after the player closed it', () => {
    expect(connectivityRuling('offline:5', false, 9, [])).toEqual({ raise: null, retract: [], spell: 'offline:5' });
  });

  it("adopts an open notice of an earlier worker's spell instead of raising a second", () => {
    expect(connectivityRuling(null, false, 9, ['welcome:1', 'offline:3'])).toEqual({ raise: null, retract: [], spell: 'offline:3' });
  });

  it('retracts every open offline notice when the browser is back online, and only those', () => {
    expect(connectivityRuling('offline:5', true, 9, ['offline:5', 'adBlocker:1', 'offline:2'])).toEqual({
      raise: null,
      retract: ['offline:5', 'offline:2'],
      spell: null,
    });
    expect(connectivityRuling(null, true, 9, ['adBlocker:1'])).toEqual({ raise: null, retract: [], spell: null });
  });

  it('never leaves an offline notice open online, whatever the order of reports', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 20 }), (reports) => {
        let spell: string | null = null;
        let open: string[] = [];
        reports.forEach((online, at) => {
          const ruling = connectivityRuling(spell, online, at, open);
          open = open.filter((key) => !ruling.retract.includes(key));
          if (ruling.raise !== null) open.push(ruling.raise);
          spell = ruling.spell;
          expect(open.length).toBe(online ? 0 : 1);
        });
      }),
    );
  });
});

describe('the policy logo rule', () => {
  it('shows the pixel for the countries SPEC 9 lists, and for no other', () => {
    expect(POLICY_LOGO_COUNTRY_IDS).toEqual([1, 66, 126, 228, 120]);
    for (const id of [1, 66, 126, 228, 120]) expect(showsPolicyLogo(id)).toBe(true);
    for (const id of [0, 2, 77, 79, 121, 227, -1]) expect(showsPolicyLogo(id)).toBe(false);
  });
});
