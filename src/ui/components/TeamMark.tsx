import './teamMark.css';

/**
 * A team's mark: until the design system's team logos exist, the team's
 * initials in a round badge (the design branch brings its own TeamMark with
 * the same props, which replaces this one). Decorative: the name is always
 * written beside it.
 */
export function TeamMark({ name, size = 20 }: { name: string; size?: number }) {
  return (
    <span
      className="team-mark"
      aria-hidden="true"
      data-testid="team-mark"
      style={{ inlineSize: size, blockSize: size, fontSize: Math.round(size * 0.45) }}
    >
      {initials(name)}
    </span>
  );
}

/** Up to two letters: the first of the first two words ("Real Madrid" RM, "Zenit" Z), any script. */
function initials(name: string): string {
  return name
    .split(/[\s.()-]+/u)
    .filter((word) => /\p{L}|\p{N}/u.test(word))
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toLocaleUpperCase();
}
