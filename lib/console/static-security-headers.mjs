// The headers every response carries, pages, JSON and files alike, set by next.config.mjs.
// Plain JavaScript with JSDoc types: Node loads next.config.mjs as it is, and reads no
// TypeScript. The per-page policy (CSP with a nonce) is in security-headers.ts, set by proxy.ts.

/**
 * HSTS only in production: a development server on http://localhost must not pin browsers to
 * https.
 * @param {{ production: boolean }} options
 * @returns {{ key: string; value: string }[]}
 */
export function staticSecurityHeaders({ production }) {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    },
    ...(production
      ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
      : []),
  ];
}
