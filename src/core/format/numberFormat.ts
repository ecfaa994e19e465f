const formats = new Map<string, Intl.NumberFormat>();

/**
 * One Intl.NumberFormat per language and options, kept: building one costs
 * more than a row's render, and a list formats the same kind of number in
 * every row. Throws Intl's RangeError for an option it refuses (an unknown
 * currency code), as the constructor does.
 */
export function numberFormat(lang: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  // Options are flat primitives; written out by hand, the key costs a third of JSON.stringify's, on money's every call.
  let key = lang;
  for (const name in options) key += `|${name}=${String(options[name as keyof Intl.NumberFormatOptions])}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, options);
    formats.set(key, format);
  }
  return format;
}
