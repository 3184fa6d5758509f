/** TRUSTED_PROXIES: the addresses of the reverse proxies in front of the console, comma-separated. */
export function trustedProxiesFromEnv(env: Record<string, string | undefined> = process.env) {
  return new Set(
    (env.TRUSTED_PROXIES ?? "")
      .split(",")
      .map((address) => address.trim())
      .filter(Boolean),
  );
}

/**
 * The client's address, from X-Forwarded-For read from the right: each hop appends the address
 * it got the request from, so the entries our own proxies (TRUSTED_PROXIES) appended are
 * skipped and the next one is the client. Anything further left is the client's own claim and
 * is never read. Next.js puts the socket's address there only when the header is absent, so with
 * no proxy in front a client can still name itself: good enough for the audit log and for
 * throttling by address (a forged address only escapes that throttle, the account's still
 * holds), never for granting anything.
 */
export function clientIp(headers: Headers, trusted = trustedProxiesFromEnv()): string | null {
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  while (hops.length > 1 && trusted.has(hops.at(-1)!)) hops.pop();
  // An address is at most 45 characters (IPv6 with an IPv4 tail): anything longer is not one.
  const client = hops.at(-1);
  return client && client.length <= 45 ? client : null;
}
