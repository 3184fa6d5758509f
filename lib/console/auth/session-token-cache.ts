import type { JWT, JWTDecodeParams, JWTEncodeParams } from "next-auth/jwt";

// Every console request reads its session cookie twice (the proxy, then the page's or route's
// own check) and the proxy issues it again, so that the idle timeout slides: two decryptions and
// two encryptions of the same token, each a chain of WebCrypto calls (key derivation, its
// thumbprint, AES and HMAC) through Node's thread pool. That was about 4 ms of a signed-in
// route's 13 (docs/performance.md). These wrappers keep Auth.js's own encode and decode, and
// remember their answers in this process:
// - a token string already decrypted answers its payload again until the payload's `exp`. The
//   same string can only hold the same payload (the encryption is authenticated), so nothing
//   is accepted that decryption would refuse; an expired one is decrypted, and refused, anew;
// - a session whose token was issued less than a minute ago gets that token again, so the idle
//   timeout slides by the minute instead of by the request.
// Whether the session still holds (its row in console.sessions, the user's flags) is read from
// the database on every request all the same. Nothing here has to survive the process: another
// server decrypts for itself. The keys hold no secret: the process has one AUTH_SECRET, and a new
// one comes with a restart, which empties both maps.

/** How long an issued token is handed out again for the same session. */
export const REISSUE_AFTER_MS = 60_000;
/** Sessions remembered at most, each way; past it, the oldest are dropped. */
export const TOKENS_KEPT = 5_000;

type Decode = (params: JWTDecodeParams) => Promise<JWT | null>;
type Encode = (params: JWTEncodeParams) => Promise<string>;

/** Sets (or touches) an entry; Map keeps insertion order, so the first keys are the longest unused. */
function keep<V>(map: Map<string, V>, key: string, value: V) {
  map.delete(key);
  map.set(key, value);
  while (map.size > TOKENS_KEPT) map.delete(map.keys().next().value as string);
}

/** `decode`, answering a token it already decrypted from memory until the token expires. */
export function rememberingDecode(decode: Decode, now = () => Date.now()): Decode {
  const payloads = new Map<string, JWT>();
  return async (params) => {
    if (!params.token) return decode(params);
    const key = `${params.salt}\n${params.token}`;
    const known = payloads.get(key);
    if (known && typeof known.exp === "number" && known.exp * 1000 > now()) {
      keep(payloads, key, known);
      // A copy: Auth.js hands the payload to the callbacks, and what they might write to it
      // must not change what this token says on the next request.
      return structuredClone(known);
    }
    payloads.delete(key);
    const payload = await decode(params);
    if (payload && typeof payload.exp === "number") keep(payloads, key, structuredClone(payload));
    return payload;
  };
}

/** `encode`, handing out the token it issued for the same session within the last minute. */
export function reissuingEncode(encode: Encode, now = () => Date.now()): Encode {
  const issued = new Map<string, { token: string; at: number }>();
  return async (params) => {
    // What a token says, without what each issue stamps on it anew.
    const { iat: _iat, exp: _exp, jti: _jti, ...claims } = params.token ?? {};
    const key = `${params.salt}\n${params.maxAge ?? ""}\n${JSON.stringify(claims)}`;
    const last = issued.get(key);
    if (last && now() - last.at < REISSUE_AFTER_MS) {
      keep(issued, key, last);
      return last.token;
    }
    const token = await encode(params);
    keep(issued, key, { token, at: now() });
    return token;
  };
}
