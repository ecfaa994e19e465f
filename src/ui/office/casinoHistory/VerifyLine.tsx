/** How to check a round once its seed is out: the command to run, or why it has to wait. */
export function VerifyLine({ command, hint, later }: { command: string | null; hint: string; later: string }) {
  if (!command) return <p className="office-history__hint">{later}</p>;
  return (
    <p className="office-history__hint">
      {hint}{' '}
      <code className="casino-history__code" dir="ltr" data-testid="casino-history-verify">
        {command}
      </code>
    </p>
  );
}
