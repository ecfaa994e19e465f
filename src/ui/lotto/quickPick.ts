/** `drawn` different numbers of 1..balls, each set equally likely (the browser's crypto, not Math.random), sorted. */
export function quickPick(balls: number, drawn: number): number[] {
  const urn = Array.from({ length: balls }, (_, i) => i + 1);
  const random = new Uint32Array(drawn);
  crypto.getRandomValues(random);
  for (let i = 0; i < drawn; i += 1) {
    // The bias of a modulo over 2^32 for at most 99 balls is below one in forty million: a quick pick is no draw.
    const j = i + ((random[i] as number) % (balls - i));
    [urn[i], urn[j]] = [urn[j] as number, urn[i] as number];
  }
  return urn.slice(0, drawn).sort((a, b) => a - b);
}
