/** SPEC 9 lists the `lng` cookie: the language a visitor chose, read before the browser's preference. */
const COOKIE = 'lng';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readLanguageCookie(cookie: string = document.cookie): string | null {
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) {
      const lang = decodeURIComponent(value.join('='));
      return lang === '' ? null : lang;
    }
  }
  return null;
}

export function writeLanguageCookie(lang: string): void {
  document.cookie = `${COOKIE}=${encodeURIComponent(lang)}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
