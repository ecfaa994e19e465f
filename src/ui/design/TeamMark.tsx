import type { CSSProperties } from 'react';
import { teamColours, teamInitials } from './teamColours';

interface Mark {
  readonly initials: string;
  readonly style: CSSProperties;
}

/** One mark per name for the page's life: rows re-render with the same style object, never a new one. */
const marks = new Map<string, Mark>();

function markOf(name: string): Mark {
  let mark = marks.get(name);
  if (!mark) {
    const colours = teamColours(name);
    mark = {
      initials: teamInitials(name),
      style: { '--team-bg': colours.background, '--team-stripe': colours.stripe, '--team-ink': colours.ink } as CSSProperties,
    };
    marks.set(name, mark);
  }
  return mark;
}

/** A team's generated mark: its initials on its colours. Decorative: the team's name is always written beside it. */
export function TeamMark({ name, size = 'md' }: { name: string; size?: 'sm' | 'md' | 'lg' }) {
  const mark = markOf(name);
  return (
    <span className={`team-mark team-mark--${size}`} style={mark.style} aria-hidden="true" data-testid="team-mark">
      {mark.initials}
    </span>
  );
}
