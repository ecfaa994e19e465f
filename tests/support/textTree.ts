/**
 * A tree of texts read the way i18next reads it: a key whose last part ends in
 * a CLDR plural category (`bets_one`, `bets_few`...) is one form of the
 * plural text `bets`, as long as the tree also has its `_other` form (a key
 * such as `choice_1` or `bonus_one_click_amount` is a plain text).
 */
export type TextTree = { readonly [key: string]: string | TextTree };

export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const FORM = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`);

/** Every text by its dotted key. */
export function flatten(tree: TextTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** A text as code asks for it: one string, or the forms of a plural text by category. */
export type LogicalText =
  { readonly plural: false; readonly text: string } | { readonly plural: true; readonly forms: Map<string, string> };

/** The texts of a tree by the key code passes to t(): plural forms gathered under their base key. */
export function logicalTexts(tree: TextTree): Map<string, LogicalText> {
  const flat = flatten(tree);
  const out = new Map<string, LogicalText>();
  for (const [key, text] of flat) {
    const match = FORM.exec(key);
    const base = match?.[1];
    if (match && base !== undefined && flat.has(`${base}_other`)) {
      const entry = out.get(base);
      const forms = entry?.plural ? entry.forms : new Map<string, string>();
      forms.set(match[2] ?? '', text);
      out.set(base, { plural: true, forms });
    } else {
      out.set(key, { plural: false, text });
    }
  }
  return out;
}

/** The interpolations of a text with their format, sorted: `{{count, number}}` is `count, number`. */
export function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((m) => (m[1] ?? '').replace(/\s*,\s*/g, ', ')).sort();
}

/** The name of an interpolation without its format. */
export const variableName = (interpolation: string): string => interpolation.split(',')[0]?.trim() ?? '';
