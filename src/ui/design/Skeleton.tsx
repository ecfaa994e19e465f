export type SkeletonShape = 'line' | 'short' | 'block' | 'row' | 'tile' | 'header';

/** A placeholder of the shape of what is loading; hidden from assistive technology (the region says it is busy). */
export function Skeleton({ shape = 'line', className, testId }: { shape?: SkeletonShape; className?: string; testId?: string }) {
  const shapes = shape === 'short' ? 'skeleton--line skeleton--short' : `skeleton--${shape}`;
  return <span className={`skeleton ${shapes}${className ? ` ${className}` : ''}`} aria-hidden="true" data-testid={testId} />;
}
