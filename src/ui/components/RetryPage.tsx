/** A page whose content did not arrive (the connection or the worker failed on the way): what happened, and a button to load it again. */
export function RetryPage(props: {
  testId: string;
  title: string;
  body: string;
  retryLabel: string;
  retryTestId: string;
  onRetry: () => void;
}) {
  const titleId = `${props.testId}-title`;
  return (
    <section className="page page--centered" data-testid={props.testId} aria-labelledby={titleId}>
      <div role="alert">
        <h1 id={titleId}>{props.title}</h1>
        <p>{props.body}</p>
      </div>
      <button type="button" className="button button--primary" data-testid={props.retryTestId} onClick={props.onRetry}>
        {props.retryLabel}
      </button>
    </section>
  );
}
