// jsdom ships no types and the project has no @types/jsdom: the little the counter contract test uses (a fresh page per test).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { readonly runScripts?: 'dangerously' | 'outside-only'; readonly url?: string });
    readonly window: Window & typeof globalThis;
  }
}
