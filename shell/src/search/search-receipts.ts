/**
 * The receipts the page search answered with, by query: a report of a search (record-search.ts)
 * must bring its answer's receipt back, or the server does not count it. Each is handed out once,
 * as the server accepts each once; the last few dozen queries are kept.
 */
const KEPT = 50;
const receipts = new Map<string, string>();

export function keepSearchReceipt(query: string, receipt: string): void {
  receipts.delete(query);
  receipts.set(query, receipt);
  if (receipts.size > KEPT) receipts.delete(receipts.keys().next().value ?? '');
}

/** The receipt of the answer to `query`, if one came and was not taken yet. */
export function takeSearchReceipt(query: string): string | undefined {
  const receipt = receipts.get(query);
  receipts.delete(query);
  return receipt;
}
