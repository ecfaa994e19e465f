import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attributionClaims, blockLightReferral, planReferralCookies, readReferralTags, referralLink } from '../../../src/core/referral';
import { REFERRAL_COOKIE_RULES, REFERRAL_LINK_MAX, REFERRAL_TAGS, REFERRAL_VALUE_MAX } from '../../../src/protocol/constants/referral';

const HOUR = 3600;
const DAY = 24 * HOUR;

function planned(search: string): Record<string, { value: string; maxAgeSeconds: number | null }> {
  return Object.fromEntries(planReferralCookies(search).map((w) => [w.name, { value: w.value, maxAgeSeconds: w.maxAgeSeconds }]));
}

describe('planReferralCookies (SPEC 9 lifetimes)', () => {
  it('ref: refererid for 60 days, and the link for 1 hour (no tag)', () => {
    expect(planned('?ref=42')).toEqual({
      refererid: { value: '42', maxAgeSeconds: 60 * DAY },
      reflinkid: { value: 'ref=42', maxAgeSeconds: HOUR },
    });
  });

  it('bf: the bf id for 1 day', () => {
    expect(planned('bf=7').bfid).toEqual({ value: '7', maxAgeSeconds: DAY });
  });

  it('btag: a tag-based link for 60 days and the partner for 60 days', () => {
    expect(planned('?btag=abc')).toEqual({
      reflinkid: { value: 'btag=abc', maxAgeSeconds: 60 * DAY },
      partnerid: { value: 'abc', maxAgeSeconds: 60 * DAY },
    });
  });

  it('a click with a source keeps the partner 30 days', () => {
    const p = planned('?affid=p1&click_id=c9&utm_source=mail');
    expect(p.partnerid).toEqual({ value: 'p1', maxAgeSeconds: 30 * DAY });
    // affid is no tag: the link lives an hour.
    expect(p.reflinkid).toEqual({ value: 'click_id=c9&utm_source=mail&affid=p1', maxAgeSeconds: HOUR });
  });

  it('the postback watcher: 30 days with a click, 4 seconds without', () => {
    expect(planned('?pb=1&click_id=c').pb_watch).toEqual({ value: '1', maxAgeSeconds: 30 * DAY });
    expect(planned('?pb=1').pb_watch).toEqual({ value: '1', maxAgeSeconds: 4 });
  });

  it('subid for 60 days', () => {
    expect(planned('?subid=s-1').subid).toEqual({ value: 's-1', maxAgeSeconds: 60 * DAY });
  });

  it('the payment-consultant flag only when it equals 1, as a session cookie', () => {
    expect(planned('?payment_consultant=1')).toEqual({ payment_consultant: { value: '1', maxAgeSeconds: null } });
    expect(planned('?payment_consultant=2')).toEqual({});
    expect(planned('?payment_consultant=true')).toEqual({});
  });

  it('a query without a recognised tag writes nothing (a later plain link keeps the referral)', () => {
    expect(planReferralCookies('')).toEqual([]);
    expect(planReferralCookies('?lang=en&platform_type=mobile')).toEqual([]);
    expect(planReferralCookies('?btag=')).toEqual([]);
  });

  it('ignores values that are too long or carry control characters', () => {
    expect(planReferralCookies(`?btag=${'a'.repeat(REFERRAL_VALUE_MAX + 1)}`)).toEqual([]);
    expect(planReferralCookies('?btag=a%0Ab')).toEqual([]);
    expect(planned(`?btag=${'a'.repeat(REFERRAL_VALUE_MAX)}`).partnerid?.value).toHaveLength(REFERRAL_VALUE_MAX);
  });

  it('drops a referral link past REFERRAL_LINK_MAX but keeps the other cookies', () => {
    const long = 'x'.repeat(REFERRAL_VALUE_MAX);
    const p = planned(`?btag=${long}&tag=${long}&qtag=${long}&affid=${long}&aip=${long}&subid=${long}&bf=${long}&ref=${long}`);
    expect(p.reflinkid).toBeUndefined();
    expect(p.partnerid?.value).toBe(long);
    expect(p.subid?.value).toBe(long);
    expect(attributionClaims({ reflinkid: 'a'.repeat(REFERRAL_LINK_MAX + 1) }).link).toBeNull();
  });

  it('takes the first usable value of a repeated tag', () => {
    expect(planned('?btag=&btag=second&btag=third').partnerid?.value).toBe('second');
  });
});

const valueArb = fc.stringMatching(/^[A-Za-z0-9_.-]{1,20}$/);
const tagsArb = fc.dictionary(fc.constantFrom(...REFERRAL_TAGS), valueArb, { maxKeys: REFERRAL_TAGS.length });
const foreignArb = fc.dictionary(fc.stringMatching(/^x_[a-z]{1,6}$/), valueArb, { maxKeys: 4 });

function searchOf(...parts: Record<string, string>[]): string {
  const q = new URLSearchParams();
  for (const part of parts) for (const [k, v] of Object.entries(part)) q.append(k, v);
  return `?${q.toString()}`;
}

describe('planReferralCookies (properties)', () => {
  it('every write is a rule cookie with a positive lifetime, at most once, and only when a tag is present', () => {
    fc.assert(
      fc.property(tagsArb, foreignArb, (tags, foreign) => {
        const writes = planReferralCookies(searchOf(foreign, tags));
        const names = writes.map((w) => w.name);
        expect(new Set(names).size).toBe(names.length);
        if (Object.keys(tags).length === 0) expect(writes).toEqual([]);
        const known = new Set<string>(REFERRAL_COOKIE_RULES.map((r) => r.cookie));
        for (const w of writes) {
          expect(known.has(w.name)).toBe(true);
          expect(w.maxAgeSeconds).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('the link round-trips: reading reflinkid back gives the same tags', () => {
    fc.assert(
      fc.property(tagsArb, foreignArb, (tags, foreign) => {
        const link = referralLink(readReferralTags(searchOf(foreign, tags)));
        expect(Object.fromEntries(readReferralTags(link))).toEqual(tags);
      }),
    );
  });

  it('foreign query parameters never change the plan', () => {
    fc.assert(
      fc.property(tagsArb, foreignArb, (tags, foreign) => {
        expect(planReferralCookies(searchOf(foreign, tags))).toEqual(planReferralCookies(searchOf(tags)));
      }),
    );
  });
});

describe('blockLightReferral', () => {
  it("sends this landing's tags, else the remembered link; whn from either", () => {
    expect(blockLightReferral('?btag=abc&whn=1', {})).toEqual({ referralParams: 'btag=abc&whn=1', whn: true });
    expect(blockLightReferral('', { reflinkid: 'btag=abc' })).toEqual({ referralParams: 'btag=abc', whn: false });
    expect(blockLightReferral('?x=1', { reflinkid: 'whn=m' })).toEqual({ referralParams: 'whn=m', whn: true });
    expect(blockLightReferral('', {})).toEqual({ referralParams: '', whn: false });
  });
});

describe('attributionClaims', () => {
  it('reads the referrer id, partner, subid and link; a referrer that is not an id is no claim', () => {
    expect(attributionClaims({ refererid: '12', partnerid: 'abc', subid: 's', reflinkid: 'btag=abc' })).toEqual({
      referrerId: 12,
      partnerCode: 'abc',
      subId: 's',
      link: 'btag=abc',
    });
    expect(attributionClaims({ refererid: 'bob' }).referrerId).toBeNull();
    expect(attributionClaims({ refererid: '0' }).referrerId).toBeNull();
    expect(attributionClaims({ refererid: '99999999999' }).referrerId).toBeNull();
    expect(attributionClaims({})).toEqual({ referrerId: null, partnerCode: null, subId: null, link: null });
  });
});
