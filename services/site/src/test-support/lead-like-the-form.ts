/** An answer the site's form takes as "try again": the lead was not stored. */
export interface LeadRefusal {
  status: number;
  retryAfter: string | null;
  /** The fleet server that answered (`x-served-by`), if any. */
  servedBy: string | null;
  message: string | undefined;
}

const RETRYABLE = new Set([502, 503, 504]);

/**
 * Sends one lead the way the site's form does: the same idempotency key however often it is sent;
 * after no answer or a 502/503/504 the form keeps what was typed and it is sent again a moment
 * later, until stored. Any other answer throws. Resolves with the refusals met on the way.
 */
export async function sendLeadLikeTheForm(url: string, lead: { idempotencyKey: string }, { retryMs = 200, attempts = 150 } = {}): Promise<LeadRefusal[]> {
  const refusals: LeadRefusal[] = [];
  for (let attempt = 0; attempt < attempts; attempt++) {
    const response = await fetch(`${url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(lead),
      signal: AbortSignal.timeout(15_000),
    }).catch(() => null);
    if (response && response.status < 300) return refusals;
    if (response && !RETRYABLE.has(response.status)) throw new Error(`lead ${lead.idempotencyKey}: ${response.status} ${await response.text()}`);
    if (response)
      refusals.push({
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        servedBy: response.headers.get('x-served-by'),
        message: ((await response.json().catch(() => ({}))) as { message?: string }).message,
      });
    await new Promise((resolve) => setTimeout(resolve, retryMs));
  }
  throw new Error(`lead ${lead.idempotencyKey} was never stored`);
}
