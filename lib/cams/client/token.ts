export type IssuedToken = { access_token: string; expires_in: number };
/** Milliseconds since the epoch. */
export type TokenStatus = { issuedAt: number; expiresAt: number };

/** Renew this long before expiry (at most a tenth of the lifetime), so a token never dies in flight. */
const RENEWAL_MARGIN_MS = 30_000;

/**
 * The bearer token, fetched on first use and cached until shortly before it expires. Every
 * caller that needs a new one while a fetch is under way shares that fetch, so a burst of calls
 * after expiry costs one POST /token.
 */
export function createTokenCache(issue: () => Promise<IssuedToken>, now: () => number) {
  let current: { token: string; renewAt: number; status: TokenStatus } | undefined;
  let inFlight: Promise<string> | undefined;

  function fetchNew(): Promise<string> {
    inFlight ??= (async () => {
      try {
        const issued = await issue();
        const lifetime = issued.expires_in * 1000;
        const issuedAt = now();
        const renewAt = issuedAt + lifetime - Math.min(RENEWAL_MARGIN_MS, lifetime / 10);
        const status = { issuedAt, expiresAt: issuedAt + lifetime };
        current = { token: issued.access_token, renewAt, status };
        return issued.access_token;
      } finally {
        inFlight = undefined;
      }
    })();
    return inFlight;
  }

  return {
    /** A token believed valid. */
    get(): Promise<string> {
      if (current && now() < current.renewAt) return Promise.resolve(current.token);
      return fetchNew();
    },
    /** The current token's times, or null before the first one. */
    status(): TokenStatus | null {
      return current?.status ?? null;
    },
    /**
     * The provider refused `refused` (expired or unknown): a new token, fetched only if no other
     * caller has already replaced it.
     */
    renew(refused: string): Promise<string> {
      if (inFlight) return inFlight;
      if (current && current.token !== refused) return Promise.resolve(current.token);
      current = undefined;
      return fetchNew();
    },
  };
}
