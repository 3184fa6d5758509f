import { isIP } from "node:net";

/**
 * The connection's own address, as scripts/server.mjs hands it to Next.js: it deletes any copy a
 * client sent and sets this from the socket, and sets CONSOLE_SERVER=1 in its environment. The
 * header is read only then (production refuses to start otherwise, lib/console/deployment.ts),
 * so it is never the client's word.
 */
export const CLIENT_ADDRESS_HEADER = "x-console-client-ip";

type Env = Record<string, string | undefined>;

/**
 * An IP address in one spelling, so one client is one throttle bucket and one proxy matches its
 * TRUSTED_PROXIES entry however it is written: IPv6 compressed and lower-case, an IPv4-mapped
 * IPv6 address (what a dual-stack socket reports) as IPv4. Anything else is null.
 */
export function canonicalAddress(text: string): string | null {
  const version = isIP(text);
  if (version === 4) return text;
  if (version !== 6) return null;
  // The zone (`%eth0`) names an interface of ours, not the client.
  const host = new URL(`http://[${text.split("%")[0]}]`).hostname.slice(1, -1);
  const mapped = host.match(/^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/);
  if (!mapped) return host;
  const [high, low] = [Number.parseInt(mapped[1]!, 16), Number.parseInt(mapped[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** TRUSTED_PROXIES: the addresses of the reverse proxies in front of the console, comma-separated. */
function trustedProxiesFromEnv(env: Env = process.env): Set<string> {
  return new Set(
    (env.TRUSTED_PROXIES ?? "")
      .split(",")
      .map((entry) => canonicalAddress(entry.trim()))
      .filter((address) => address !== null),
  );
}

/** The TRUSTED_PROXIES entries that are not IP addresses, which production refuses to start with. */
export function invalidTrustedProxies(env: Env): string[] {
  return (env.TRUSTED_PROXIES ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry && !canonicalAddress(entry));
}

/**
 * The client's address. It starts from the socket's address, which no client can choose. Only
 * when that is one of TRUSTED_PROXIES is X-Forwarded-For read, from the right: each proxy appends
 * the address it got the request from, so while the nearest address is a trusted proxy the hop
 * before it is taken, and the first address that is not a proxy is the client. Anything further
 * left is the client's own claim and is never read. A hop that is not an IP address (too long, a
 * name, a port appended) ends the walk at the proxy that passed it on: the request is then
 * throttled and audited as that proxy, never as no address at all.
 *
 * Null without scripts/server.mjs in front (a bare `next dev`, a unit test): nothing then says
 * where the request came from, and the account's own throttle still holds.
 */
export function clientIp(headers: Headers, env: Env = process.env): string | null {
  if (env.CONSOLE_SERVER !== "1") return null;
  let client = canonicalAddress(headers.get(CLIENT_ADDRESS_HEADER) ?? "");
  if (!client) return null;
  const trusted = trustedProxiesFromEnv(env);
  const hops = (headers.get("x-forwarded-for") ?? "").split(",");
  while (trusted.has(client) && hops.length > 0) {
    const hop = canonicalAddress(hops.pop()!.trim());
    if (!hop) break;
    client = hop;
  }
  return client;
}
