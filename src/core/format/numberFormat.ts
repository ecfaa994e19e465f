const formats = new Map<string, Intl.NumberFormat>();

/**
 * One Intl.NumberFormat per language and options, kept: building one costs
 * more than a row's render, and a list formats the same kind of number in
 * every row. Throws Intl's RangeError for an option it refuses (an unknown
 * currency code), as the constructor does.
 */
export function numberFormat(lang: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, options);
    formats.set(key, format);
  }
  return format;
}
