// The browser-side defences every console page is served with. Kept apart from the proxy so the
// policy can be read, and tested, on its own.

/**
 * The Content-Security-Policy of a page: scripts only with this response's nonce (and what
 * they load, 'strict-dynamic'), nothing framed, forms posted only here. Next.js reads the nonce
 * from this header on the request and puts it on its own scripts. Styles allow inline: React
 * style attributes and Next's style tags carry no nonce, and a style cannot run code.
 */
export function contentSecurityPolicy(nonce: string, { dev }: { dev: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** A fresh, unguessable nonce for one response. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Headers for every response, pages and JSON alike (next.config.mjs). HSTS only in production:
 * a development server on http://localhost must not pin browsers to https.
 */
export function staticSecurityHeaders({ production }: { production: boolean }) {
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
