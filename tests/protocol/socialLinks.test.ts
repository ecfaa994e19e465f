import { describe, expect, it } from 'vitest';
import { SOCIAL_PLACEMENT } from '../../src/protocol/constants/socialLinks';
import { CONFIG_GROUPS, siteConfigSchema, socialLinkSchema } from '../../src/protocol/schemas/siteConfig';
import { DEMO_CONFIG } from '../../server/db/seedData';

const telegram = { name: 'Telegram', link: 'https://t.me/bethouse', iconName: 'telegram', placementTypeId: SOCIAL_PLACEMENT.footer };

describe('social link schema (SPEC 3)', () => {
  it('takes name, link, iconName and placementTypeId', () => {
    expect(socialLinkSchema.parse(telegram)).toEqual(telegram);
    expect(socialLinkSchema.parse({ ...telegram, placementTypeId: SOCIAL_PLACEMENT.header }).placementTypeId).toBe(2);
  });

  it('refuses a link the site could not open safely in a new tab, and a malformed icon name', () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,x', '//t.me/x', 't.me/x', 'ftp://t.me/x']) {
      expect(socialLinkSchema.safeParse({ ...telegram, link }).success, link).toBe(false);
    }
    for (const iconName of ['', 'Telegram', 'tele gram', 'x'.repeat(33), '../x']) {
      expect(socialLinkSchema.safeParse({ ...telegram, iconName }).success, iconName).toBe(false);
    }
    expect(socialLinkSchema.safeParse({ ...telegram, name: '' }).success).toBe(false);
    expect(socialLinkSchema.safeParse({ ...telegram, placementTypeId: 0 }).success).toBe(false);
  });

  it('is an optional list of the site config, sent with group 1', () => {
    const base = { ...DEMO_CONFIG, countryCode: 'ru', languages: [{ id: 1, code: 'en', name: 'English', rtl: false }] };
    expect(siteConfigSchema.parse(base).socialLinks).toBeUndefined();
    expect(siteConfigSchema.parse({ ...base, socialLinks: [telegram] }).socialLinks).toEqual([telegram]);
    expect(siteConfigSchema.safeParse({ ...base, socialLinks: [{ ...telegram, link: 'javascript:x' }] }).success).toBe(false);
    expect(CONFIG_GROUPS[1]).toContain('socialLinks');
  });
});
