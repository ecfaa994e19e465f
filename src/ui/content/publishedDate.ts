/** An article's publication day in the page's language (the server sends ISO 8601). */
export function publishedDate(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}
