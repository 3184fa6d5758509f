/**
 * Whether an error means the database could not be reached or went away mid-query (a restart,
 * a failover, a lost connection), rather than a fault in the query or the data: the server
 * answers those 503 and the client may try again, as it will succeed once the database is back.
 */

// SQLSTATE class 08 (connection exception), 57P01..57P03 (admin shutdown, crash shutdown,
// cannot connect now: starting up or shutting down), 53300 (too many connections).
const unavailableStates = /^(08...|57P0[123]|53300)$/;
// What node-postgres and the socket layer report without a SQLSTATE.
const unavailableSystemCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
]);
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // drizzle wraps the driver's error as `cause` ("Failed query: …"); follow the chain.
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== "object") return false;
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (
      typeof code === "string" &&
      (unavailableStates.test(code) || unavailableSystemCodes.has(code))
    )
      return true;
    if (typeof message === "string" && unavailableMessages.test(message)) return true;
    e = cause;
  }
  return false;
}
