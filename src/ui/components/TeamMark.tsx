import './teamMark.css';

const PIXELS = { sm: 16, md: 20, lg: 28 } as const;

/**
 * A team's mark: the team's initials in a round badge, until the design
 * system's TeamMark (generated colours, the same props) takes its place.
 * Decorative: the name is always written beside it.
 */
export function TeamMark({ name, size = 'md' }: { name: string; size?: 'sm' | 'md' | 'lg' }) {
  const px = PIXELS[size];
  return (
    <span
      className="team-initials"
      aria-hidden="true"
      data-testid="team-mark"
      style={{ inlineSize: px, blockSize: px, fontSize: Math.round(px * 0.45) }}
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
