/** A count of seconds as "m:ss", the same in every language (a game clock, a code's time left). */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * SPEC 3, 9: the 12-hour clock. The site decides it by geo when the config
 * says so (has_twelve_h_by_geo: then geo_with_twelve_format), else the player's
 * preference. The page's clock and the is12h cookie both read this.
 */
export function twelveHourClock(p: { readonly is12h: boolean }, context: { readonly twelveHourByGeo: boolean | null }): boolean {
  return context.twelveHourByGeo ?? p.is12h;
}

/** The config's half of twelveHourClock: null when the player chooses. */
export function twelveHourByGeo(
  config: { readonly has_twelve_h_by_geo: boolean; readonly geo_with_twelve_format: boolean } | null | undefined,
): boolean | null {
  return config?.has_twelve_h_by_geo ? config.geo_with_twelve_format : null;
}
