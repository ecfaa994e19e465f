// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { targetForUnlistedLanguage, targetWithoutLanguage } from '../../src/ui/app/LanguageGate';
import { readLanguageCookie, writeLanguageCookie } from '../../src/ui/core-access/languageCookie';
import { firstSegment, isLanguageSegment, withLanguage } from '../../src/ui/core-access/languagePath';

describe('language paths', () => {
  it('recognises two lowercase letters only', () => {
    expect(isLanguageSegment('en')).toBe(true);
    expect(isLanguageSegment('EN')).toBe(false);
    expect(isLanguageSegment('eng')).toBe(false);
    expect(isLanguageSegment(undefined)).toBe(false);
    expect(firstSegment('/')).toBeUndefined();
    expect(firstSegment('/casino/slots')).toBe('casino');
  });

  it('replaces the language segment and keeps the rest, query and hash', () => {
    expect(withLanguage('/en/debugger', 'ru', '?a=1', '#top')).toBe('/ru/debugger?a=1#top');
    expect(withLanguage('/en', 'ar')).toBe('/ar');
    expect(withLanguage('/en/', 'ar')).toBe('/ar');
  });

  it('adds a language to a path that has none', () => {
    expect(withLanguage('/', 'ru')).toBe('/ru');
    expect(withLanguage('/casino/slots', 'ru', '?x=1')).toBe('/ru/casino/slots?x=1');
  });
});

describe('where a path without language goes', () => {
  const here = { pathname: '/casino', search: '?q=1', hash: '#h' };

  it('follows the worker redirect, keeping the hash', () => {
    expect(targetWithoutLanguage({ kind: 'redirect', to: '/ru/casino?q=1', lang: 'ru' }, here)).toBe('/ru/casino?q=1#h');
  });

  it('puts the decided language in front when the worker says stay', () => {
    expect(targetWithoutLanguage({ kind: 'stay', lang: 'ar', dir: 'rtl' }, here)).toBe('/ar/casino?q=1#h');
  });

  it('falls back to en when the worker cannot decide', () => {
    expect(targetWithoutLanguage({ kind: 'unknown' }, { pathname: '/', search: '', hash: '' })).toBe('/en');
  });

  it('ignores a redirect that leads to a path without language', () => {
    expect(targetWithoutLanguage({ kind: 'redirect', to: '/casino', lang: 'ru' }, here)).toBe('/ru/casino?q=1#h');
  });

  it('for an unlisted language, moves only on a real redirect elsewhere', () => {
    const there = { pathname: '/de/x', search: '', hash: '' };
    expect(targetForUnlistedLanguage({ kind: 'stay', lang: 'de', dir: 'ltr' }, there)).toBeNull();
    expect(targetForUnlistedLanguage({ kind: 'redirect', to: '/de/x', lang: 'de' }, there)).toBeNull();
    expect(targetForUnlistedLanguage({ kind: 'redirect', to: '/en/x', lang: 'en' }, there)).toBe('/en/x');
  });
});

describe('the lng cookie', () => {
  it('reads the lng cookie among others', () => {
    expect(readLanguageCookie('a=1; lng=ru; b=2')).toBe('ru');
    expect(readLanguageCookie('a=1')).toBeNull();
  });

  it('writes it for the whole site', () => {
    writeLanguageCookie('ar');
    expect(readLanguageCookie(document.cookie)).toBe('ar');
  });
});
