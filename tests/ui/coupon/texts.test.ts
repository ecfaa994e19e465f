import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BET_ERROR_CODES } from '../../../src/protocol/schemas/bets';
import { COUPON_TYPE_NAMES } from '../../../src/protocol/constants/couponTypes';
import { couponErrorText } from '../../../src/ui/coupon/errorText';
import { createI18n, RESOURCES } from '../../../src/ui/i18n/allTexts';
import { TEXT_LANGUAGES, type TextLanguage } from '../../../src/ui/i18n/texts';

const ROOT = join(__dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => readFileSync(join(ROOT, dir, f), 'utf8'));
}

/** Every `reject('coupon.x')` the core, the app and the worker can answer a coupon command with. */
const CORE_CODES = [
  ...new Set(
    ['src/core', 'src/worker']
      .flatMap(sources)
      .flatMap((text) => [...text.matchAll(/reject\('coupon\.(\w+)'/g)].map((m) => m[1] as string)),
  ),
];

/** The codes the worker reports for a placement the server never answered in a form it could read (src/worker/coupon). */
const WORKER_CODES = [
  ...new Set(sources('src/worker/coupon').flatMap((text) => [...text.matchAll(/code: '(\w+)'/g)].map((m) => m[1] as string))),
];

const ALL = [...new Set([...CORE_CODES, ...BET_ERROR_CODES, ...WORKER_CODES])].sort();

function textAt(lang: TextLanguage, key: string): boolean {
  let node: unknown = RESOURCES[lang].translation;
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' && node.trim() !== '';
}

/** A text, or a plural one by its `_other` form. */
const has = (lang: TextLanguage, key: string): boolean => textAt(lang, key) || textAt(lang, `${key}_other`);

describe('every refusal the slip can meet has a text', () => {
  it('finds the codes where they are made (a guard: the scan itself works)', () => {
    expect(CORE_CODES).toEqual(
      expect.arrayContaining(['amount_below_min', 'one_click_clears_coupon', 'settings_conflict', 'live_suspended', 'no_site_config']),
    );
    expect(WORKER_CODES).toEqual(
      expect.arrayContaining(['unconfirmed', 'network_error', 'server_error', 'malformed_answer', 'unauthorized']),
    );
    expect(BET_ERROR_CODES).toEqual(expect.arrayContaining(['insufficient_balance', 'market_suspended', 'coef_changed']));
  });

  for (const lang of TEXT_LANGUAGES) {
    it(`in ${lang}: rejection.coupon.<code> for every core, server and worker code`, () => {
      expect(ALL.filter((code) => !has(lang, `rejection.coupon.${code}`))).toEqual([]);
    });

    it(`in ${lang}: the name of every coupon type`, () => {
      expect(Object.values(COUPON_TYPE_NAMES).filter((name) => !has(lang, `coupon.type.${name}`))).toEqual([]);
    });
  }

  it('the sentence fills every param it names, in money where it is money, and never shows a raw key', () => {
    const t = createI18n('en').t;
    const money = (minor: number) => `RUB ${(minor / 100).toFixed(2)}`;
    const params: Record<string, Record<string, string | number>> = {
      amount_below_min: { min: 1_000 },
      amount_above_max: { max: 10_000_000 },
      insufficient_balance: { needed: 20_000, money: 500 },
      leg_count: { typeId: 2, min: 3, max: 50, count: 2 },
      settings_conflict: { setting: 'exactCoef', with: 'isDropOnScoreChange' },
      system_value: { min: 2, max: 3, value: 5 },
      conditional_blocks: { min: 2 },
      too_many_bets: { max: 50 },
      too_many_bankers: { max: 1 },
      one_click_clears_coupon: { bets: 3 },
      odds_precision: { marketId: 1, coef: 1.2345 },
      anti_express_coef_implausible: { coef: 1.5, max: 1.3 },
      prepaid_amount_invalid: { max: 10_000 },
      insurance_above_stake: { max: 5_000 },
      insurance_amount_invalid: { max: 5_000 },
    };
    const fallback = t('coupon.error_fallback');
    for (const code of ALL) {
      const sentence = couponErrorText(t, code, params[code] ?? {}, money);
      expect({ code, sentence }).not.toEqual({ code, sentence: fallback });
      expect(sentence).not.toMatch(/\{\{|rejection\./);
    }
    expect(couponErrorText(t, 'coupon.amount_below_min', { min: 1_000 }, money)).toBe('The stake is below the minimum of RUB 10.00.');
    expect(couponErrorText(t, 'insufficient_balance', { needed: 20_000, money: 500 }, money)).toBe(
      'Not enough money: the stake is RUB 200.00, the account holds RUB 5.00.',
    );
    expect(couponErrorText(t, 'coupon.leg_count', { typeId: 7, min: 2, max: 8, count: 9 }, money)).toBe(
      'Lucky takes 2 to 8 bets; the coupon has 9.',
    );
    // A core rule the server has no code for comes as rule_violation: the rule's own text says more.
    expect(couponErrorText(t, 'rule_violation', { rule: 'first_block_needs_amount' }, money)).toBe(
      t('rejection.coupon.first_block_needs_amount'),
    );
    // A param that did not come, or a code nobody knows: the general sentence, never a placeholder.
    expect(couponErrorText(t, 'amount_below_min', {}, money)).toBe(fallback);
    expect(couponErrorText(t, 'something_new', {}, money)).toBe(fallback);
    // The app's own codes keep their texts.
    expect(couponErrorText(t, 'host_unavailable', {}, money)).toBe(t('rejection.host_unavailable'));
  });
});
