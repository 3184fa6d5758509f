// The browser-side defences every console page is served with. Kept apart from the proxy so the
// policy can be read, and tested, on its own. The headers every response carries, whatever it
// is, are in static-security-headers.mjs: next.config.mjs reads them, and Node reads no
// TypeScript.

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
