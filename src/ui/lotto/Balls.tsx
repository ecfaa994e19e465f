/** Numbers as balls, in the order given; `hit` marks the ones to show as matched. */
export function Balls({ numbers, hit, label }: { numbers: readonly number[]; hit?: ReadonlySet<number>; label: string }) {
  return (
    <ol className="lotto-balls" aria-label={label} data-testid="lotto-balls">
      {numbers.map((n) => (
        <li key={n} className={hit?.has(n) ? 'lotto-ball lotto-ball--hit' : 'lotto-ball'} data-number={n} data-hit={hit?.has(n) ?? false}>
          {n}
        </li>
      ))}
    </ol>
  );
}
