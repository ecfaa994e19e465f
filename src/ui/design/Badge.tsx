import type { HTMLAttributes } from 'react';

export type BadgeTone = 'neutral' | 'live' | 'brand' | 'accent' | 'success' | 'error' | 'muted';

/** A small label (live, a count, a state). */
export function Badge({ tone = 'neutral', className, ...rest }: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return <span className={`badge${tone === 'neutral' ? '' : ` badge--${tone}`}${className ? ` ${className}` : ''}`} {...rest} />;
}
