/**
 * What a database error means for the request that met it, read from its SQLSTATE class:
 *
 * - "retry": the database rolled the transaction back because of other transactions (a
 *   serialization failure or a deadlock, class 40). Nothing was written, and the same
 *   transaction run again normally succeeds, so the server runs it again before answering.
 * - "unavailable": the database could not be reached, went away mid-query, or is out of a
 *   resource under load (connections, memory, disk, a lock or statement timeout). Not a fault in
 *   the query or the data: the server answers 503 and the client may try again later.
 * - null: anything else (a constraint, a bug): a fault, answered 500.
 */
type DatabaseFailure = "retry" | "unavailable";

// SQLSTATE classes (PostgreSQL, Appendix A): 08 connection exception, 53 insufficient resources
// (53300 too many connections, out of memory, disk full), 57 operator intervention (57014 a
// statement timeout or cancel, 57P01..57P05 shutdown, restart, idle session timeout), 58 system
// error (I/O); and 55P03 lock_not_available (lock_timeout), 25P03 idle-in-transaction timeout.
const unavailableStates = /^(08|53|57|58)...$|^(55P03|25P03)$/;
const retryStates = /^40...$/;
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

export function databaseFailure(error: unknown): DatabaseFailure | null {
  // drizzle wraps the driver's error as `cause` ("Failed query: …"); follow the chain.
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== "object") return null;
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string") {
      if (retryStates.test(code)) return "retry";
      if (unavailableStates.test(code) || unavailableSystemCodes.has(code)) return "unavailable";
    }
    if (typeof message === "string" && unavailableMessages.test(message)) return "unavailable";
    e = cause;
  }
  return null;
}

/** Whether the error is the database's, not the request's or the code's: answered 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseFailure(error) !== null;
}

/** How many times a transaction the database rolled back (class 40) is run in all. */
const ATTEMPTS = 4;

/**
 * Runs `transaction` again when the database rolled it back for a conflict with others (a
 * deadlock or a serialization failure), after a short random pause so that the two do not meet
 * again. `transaction` must be the whole transaction: it wrote nothing that survives a rollback.
 * The last failure is thrown as it came (answered 503).
 */
export async function retryOnConflict<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= ATTEMPTS || databaseFailure(error) !== "retry") throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
