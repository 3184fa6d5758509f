// First-load JavaScript of a route, compressed as served: the route's HTML is fetched (with the
// session cookie for console pages), every script it loads from the app's own origin is fetched
// with Accept-Encoding: gzip, and the bytes that crossed the wire are summed. Shared by
// `npm run bench` and the budget test (e2e/js-budget.spec.ts).
import { request } from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";

export type RouteJs = {
  route: string;
  status: number;
  scripts: number;
  /** Bytes on the wire, gzip as the server sent them (or gzipped here if it sent them plain). */
  compressedBytes: number;
  rawBytes: number;
};

function get(url: URL, headers: Record<string, string>) {
  return new Promise<{ status: number; encoding?: string; body: Buffer }>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers["content-encoding"],
          body: Buffer.concat(chunks),
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`${url.pathname}: no answer in 60 s`)));
    req.end();
  });
}

/**
 * The same-origin scripts an HTML page loads at first in a current browser: <script src> and
 * script preloads. A `noModule` script (Next's legacy polyfills) is skipped: a browser with
 * modules never fetches it, and Next's own "First Load JS" leaves it out too.
 */
export function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*>/g)) {
    const tag = match[0];
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src && !/\bnomodule\b/i.test(tag)) found.add(src);
  }
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    if (/\bas="script"/.test(tag) || /\brel="modulepreload"/.test(tag)) {
      const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
      if (href) found.add(href);
    }
  }
  return [...found].map((src) => src.replace(/&amp;/g, "&")).filter((src) => src.startsWith("/"));
}

export async function measureRouteJs(
  baseUrl: string,
  route: string,
  cookie?: string,
): Promise<RouteJs> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const page = await get(new URL(route, baseUrl), headers);
  const html = page.body.toString("utf8");
  let compressedBytes = 0;
  let rawBytes = 0;
  const scripts = scriptsOf(html);
  for (const src of scripts) {
    const script = await get(new URL(src, baseUrl), { "accept-encoding": "gzip" });
    if (script.status !== 200) throw new Error(`${src} answered ${script.status}`);
    if (script.encoding === "gzip") {
      compressedBytes += script.body.length;
      rawBytes += gunzipSync(script.body).length;
    } else {
      compressedBytes += gzipSync(script.body).length;
      rawBytes += script.body.length;
    }
  }
  return { route, status: page.status, scripts: scripts.length, compressedBytes, rawBytes };
}
