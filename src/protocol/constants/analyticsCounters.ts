// Apart from the schema (src/protocol/analyticsCounters.ts): the page's counters chunk reads this table without the
// schema library.

/**
 * THE table of counter types: the number the config carries, the kind of
 * provider it stands for, the global the vendor's snippet defines, and the
 * name of the reference server's fake script (COUNTER_SCRIPT_PREFIX + name + '.js').
 */
export const COUNTER_TYPES = {
  1: { kind: 'tagManager', provider: 'a tag manager: objects pushed onto window.dataLayer', global: 'dataLayer', script: 'tag-manager' },
  2: {
    kind: 'searchCounter',
    provider: "a search engine's counter: ym(id, 'hit' | 'reachGoal', ...)",
    global: 'ym',
    script: 'search-counter',
  },
  3: { kind: 'siteTag', provider: "a site tag: gtag('config' | 'event', ...)", global: 'gtag', script: 'site-tag' },
  4: { kind: 'socialPixel', provider: "a social network's pixel: fbq('init' | 'track', ...)", global: 'fbq', script: 'social-pixel' },
  5: { kind: 'videoPixel', provider: "a short-video network's pixel: ttq.page(), ttq.track(...)", global: 'ttq', script: 'video-pixel' },
  6: {
    kind: 'messengerPixel',
    provider: "a messenger network's pixel: snaptr('init' | 'track', ...)",
    global: 'snaptr',
    script: 'messenger-pixel',
  },
  7: {
    kind: 'productAnalytics',
    provider: 'a product analytics library: mixpanel.track(name, props)',
    global: 'mixpanel',
    script: 'product-analytics',
  },
  8: { kind: 'heatmap', provider: "a heatmap and session recorder: hj('stateChange' | 'event', ...)", global: 'hj', script: 'heatmap' },
  9: {
    kind: 'portalCounter',
    provider: "a web portal's counter: objects pushed onto window._tmr",
    global: '_tmr',
    script: 'portal-counter',
  },
  10: { kind: 'imagePixel', provider: "an affiliate postback: an image request to the counter's URL", global: null, script: 'pixel' },
  11: {
    kind: 'radar',
    provider: 'a measurement radar (SPEC 7): its script only, after analytics; no events',
    global: null,
    script: 'radar',
  },
} as const satisfies Record<number, { kind: string; provider: string; global: string | null; script: string }>;
export type CounterType = keyof typeof COUNTER_TYPES;
export type CounterKind = (typeof COUNTER_TYPES)[CounterType]['kind'];
export const COUNTER_TYPE_IDS = Object.keys(COUNTER_TYPES).map(Number) as CounterType[];

/** Where the reference server serves its fake counter scripts (server/analytics/counterScripts.ts). */
export const COUNTER_SCRIPT_PREFIX = '/counters/';
/** The image pixel is an image, not a script; the others are `${name}.js`. */
export const COUNTER_PIXEL_FILE = 'pixel.gif';
/** The most counters one site runs. */
export const COUNTERS_MAX = 20;

/** A counter's scriptUrl: an https URL or a path of this site (the config schema and the page's script policy both hold it). */
export const COUNTER_SCRIPT_URL = /^(https:\/\/[^\s"'<>]+|\/[^/\s"'<>][^\s"'<>]*)$/;
