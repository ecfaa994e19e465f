/** How well a folded name matches a folded text: 0 it starts with it, 1 one of its words does, 2 it holds it elsewhere. */
export type MatchTier = 0 | 1 | 2;

export function matchTier(name: string, text: string): MatchTier | null {
  const at = name.indexOf(text);
  if (at < 0) return null;
  if (at === 0) return 0;
  return name.includes(` ${text}`) ? 1 : 2;
}

/** The better of two tiers, null meaning no match. */
export function bestTier(a: MatchTier | null, b: MatchTier | null): MatchTier | null {
  if (a === null) return b;
  if (b === null) return a;
  return a < b ? a : b;
}
