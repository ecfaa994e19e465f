/** POSTs to one of the reference server's test switches (outside production only); a refusal fails the test with the server's words. */
export async function testSwitch(baseURL: string, path: string, body: unknown): Promise<void> {
  const res = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
}

/** The seeded withdrawal thresholds (server/db/seedData.ts), sent with a turnover rule and put back after. */
export const SEEDED_WITHDRAWAL_RULES = { verificationThresholdByCurrency: { RUB: 5_000_000, USD: 50_000, EUR: 50_000, GBP: 50_000 } };
