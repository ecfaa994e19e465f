import type { CSSProperties } from 'react';
import type { IconName } from './iconNames';
import './icons.css';

/**
 * An icon of the site's set (lucide and a few sports in its style), drawn by
 * CSS as a mask in the text colour: no script per icon, so icons cost the
 * first load nothing but the stylesheet. Decorative: the control or text
 * beside it carries the name. `size` in pixels; by default 1.25em.
 */
export function Icon({ name, size, className }: { name: IconName; size?: number; className?: string }) {
  const style = size ? ({ '--icon-size': `${size}px` } as CSSProperties) : undefined;
  return <span className={`icon icon--${name}${className ? ` ${className}` : ''}`} style={style} aria-hidden="true" />;
}
