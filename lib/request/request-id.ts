/**
 * The request id: one per request, set by proxy.ts on the request (for the server's own code
 * and logs) and on the response (so a visitor or an operator can quote it). An id sent by a
 * load balancer in front is kept when it is well-formed; anything else is replaced.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

// Letters, digits and . _ : - only: UUIDs, hex ids and the ids common proxies send. Nothing
// that could break a log line or a header.
const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/** The value when it is a well-formed request id, else undefined. */
export function wellFormedRequestId(value: string | null | undefined): string | undefined {
  return typeof value === 'string' && WELL_FORMED.test(value) ? value : undefined;
}

/** The incoming request id when well-formed, else a new random one. */
export function requestIdFor(headers: Headers): string {
  return wellFormedRequestId(headers.get(REQUEST_ID_HEADER)) ?? crypto.randomUUID();
}
