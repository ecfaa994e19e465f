import { describe, expect, it } from 'vitest';
import {
  chooseLanguage,
  classifyFirstSegment,
  isLanguageAllowed,
  languagePrefixRedirect,
  textDirection,
} from '../../../src/core/routing/language';
import { resolveRoute } from '../../../src/core/routing/resolve';
import { guest, makeConfig, makeEnv, signedIn, url } from './fixtures';

const config = makeConfig(); // en, ru, ar, kk (kk hidden from guests); default ru

describe('chooseLanguage', () => {
  const base = { config, isAuthenticated: false };

  it('takes the URL first', () => {
    expect(chooseLanguage({ ...base, pathLanguage: 'ar', cookieLanguage: 'en', browserLanguages: ['ru'] })).toBe('ar');
  });
  it('then the lng cookie', () => {
    expect(chooseLanguage({ ...base, cookieLanguage: 'en', browserLanguages: ['ar'] })).toBe('en');
  });
  it('then the first browser preference the site offers', () => {
    expect(chooseLanguage({ ...base, browserLanguages: ['de-DE', 'ar-EG', 'en'] })).toBe('ar');
  });
  it('then the config default', () => {
    expect(chooseLanguage({ ...base, browserLanguages: ['de-DE'] })).toBe('ru');
    expect(chooseLanguage(base)).toBe('ru');
  });
  it('falls back to the default for a language the site does not list', () => {
    expect(chooseLanguage({ ...base, pathLanguage: 'xx' })).toBe('ru');
    expect(chooseLanguage({ ...base, cookieLanguage: 'de' })).toBe('ru');
  });
  it('then to English when the default is not allowed', () => {
    const c = makeConfig({ defaultLanguage: 'kk' });
    expect(chooseLanguage({ config: c, isAuthenticated: false, pathLanguage: 'xx' })).toBe('en');
    expect(chooseLanguage({ config: c, isAuthenticated: true, pathLanguage: 'xx' })).toBe('kk');
  });
  it('hides langHiddenUnauthorized languages from guests only', () => {
    expect(chooseLanguage({ ...base, pathLanguage: 'kk' })).toBe('ru');
    expect(chooseLanguage({ config, isAuthenticated: true, pathLanguage: 'kk' })).toBe('kk');
    expect(isLanguageAllowed('kk', config, false)).toBe(false);
    expect(isLanguageAllowed('kk', config, true)).toBe(true);
  });
  it('still answers an offered language when neither the default nor English is allowed', () => {
    const c = makeConfig({
      languages: [
        { id: 2, code: 'ru', name: 'Русский', rtl: false },
        { id: 4, code: 'kk', name: 'Қазақша', rtl: false },
      ],
      defaultLanguage: 'kk',
    });
    expect(chooseLanguage({ config: c, isAuthenticated: false, pathLanguage: 'en' })).toBe('ru');
  });
});

describe('classifyFirstSegment and languagePrefixRedirect', () => {
  it('tells languages, malformed languages and page paths apart', () => {
    expect(classifyFirstSegment('en')).toBe('language');
    expect(classifyFirstSegment('EN')).toBe('malformedLanguage');
    expect(classifyFirstSegment('En')).toBe('malformedLanguage');
    expect(classifyFirstSegment('eng')).toBe('none');
    expect(classifyFirstSegment('ufc')).toBe('none');
    expect(classifyFirstSegment('e1')).toBe('none');
    expect(classifyFirstSegment(undefined)).toBe('none');
  });
  it('adds the prefix to a path without one, keeping the query', () => {
    expect(languagePrefixRedirect('/line/football', '?a=1', 'ru')).toBe('/ru/line/football?a=1');
    expect(languagePrefixRedirect('/', '', 'ru')).toBe('/ru');
    expect(languagePrefixRedirect('', 'a=1', 'en')).toBe('/en?a=1');
  });
  it('replaces a wrong language segment and leaves the right one alone', () => {
    expect(languagePrefixRedirect('/xx/line', '', 'ru')).toBe('/ru/line');
    expect(languagePrefixRedirect('/ru/line', '', 'ru')).toBeNull();
  });
  it('gives no redirect for an upper-case language (that URL is a 404)', () => {
    expect(languagePrefixRedirect('/EN/line', '', 'en')).toBeNull();
  });
  it('never produces a protocol-relative URL', () => {
    expect(languagePrefixRedirect('//evil.example/x', '', 'en')).toBe('/en/evil.example/x');
  });
});

describe('textDirection', () => {
  it('is right-to-left for ar, he, fa and ur', () => {
    for (const l of ['ar', 'he', 'fa', 'ur']) expect(textDirection(l)).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
  });
  it('follows the config rtl flag for other languages', () => {
    const c = makeConfig({ languages: [{ id: 9, code: 'yi', name: 'ייִדיש', rtl: true }], defaultLanguage: 'yi' });
    expect(textDirection('yi', c)).toBe('rtl');
  });
});

describe('resolveRoute language step', () => {
  const env = makeEnv();
  it('redirects a path without a language to the visitor language (302)', () => {
    expect(resolveRoute(url('/line?x=1'), { ...guest, browserLanguages: ['ar'] }, env)).toEqual({
      kind: 'redirect',
      to: '/ar/line?x=1',
      status: 302,
      reason: 'language',
    });
    expect(resolveRoute(url('/'), guest, env)).toMatchObject({ kind: 'redirect', to: '/ru' });
    expect(resolveRoute(url('/casino'), { ...guest, cookieLanguage: 'en' }, env)).toMatchObject({ to: '/en/casino' });
  });
  it('treats a three-letter first segment as a page path, not a language', () => {
    expect(resolveRoute(url('/ufc/x'), guest, env)).toMatchObject({ kind: 'redirect', to: '/ru/ufc/x' });
  });
  it('answers 404 for a language segment with capitals', () => {
    expect(resolveRoute(url('/EN/line'), guest, env)).toMatchObject({ kind: 'notFound', reason: 'languageSegment' });
    expect(resolveRoute(url('/Ru'), guest, env)).toMatchObject({ kind: 'notFound', reason: 'languageSegment' });
  });
  it('redirects a hidden language for a guest but not for a signed-in player', () => {
    expect(resolveRoute(url('/kk/line'), guest, env)).toMatchObject({ kind: 'redirect', to: '/ru/line' });
    expect(resolveRoute(url('/kk/line'), signedIn, env)).toMatchObject({ kind: 'page', language: 'kk' });
  });
  it('redirects an unknown language to the default', () => {
    expect(resolveRoute(url('/xx/line?y=2'), guest, env)).toMatchObject({ kind: 'redirect', to: '/ru/line?y=2' });
  });
});
