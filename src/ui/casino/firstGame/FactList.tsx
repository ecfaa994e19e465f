/** Terms and their values as a definition list, in the casino pages' panels. */
export function FactList(props: { readonly rows: readonly (readonly [string, string])[]; readonly testId: string }) {
  return (
    <dl className="casino-pages__facts" data-testid={props.testId}>
      {props.rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
