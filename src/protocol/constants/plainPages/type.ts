/** What each language's plain-page texts hold (plainPageTexts.ts says why they are shared). */
export type PlainPageTexts = {
  readonly not_found: { readonly title: string; readonly body: string; readonly home: string };
  /** What a browser with JavaScript turned off shows in place of the site (the server writes it into index.html's <noscript>). */
  readonly noscript: string;
  readonly shell: {
    readonly maintenance: { readonly title: string; readonly body: string };
    readonly status: { readonly oldbrowser: { readonly title: string; readonly body: string } };
  };
};
