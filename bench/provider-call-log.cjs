// Preloaded into the console server by `npm run bench` (NODE_OPTIONS=--require): it notes each
// call the server makes to the provider (/sandbox/…) with its start and end, one JSON line per
// call in BENCH_PROVIDER_LOG, so the bench can count a page's provider calls and see whether
// they overlapped. It observes only; the call itself is untouched.
const { appendFileSync } = require("node:fs");

const file = process.env.BENCH_PROVIDER_LOG;
const original = globalThis.fetch;
if (file && typeof original === "function") {
  globalThis.fetch = async function benchLoggedFetch(input, init) {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes("/sandbox/")) return original(input, init);
    const start = performance.timeOrigin + performance.now();
    let status = 0;
    try {
      const response = await original(input, init);
      status = response.status;
      return response;
    } finally {
      const end = performance.timeOrigin + performance.now();
      const path = new URL(url).pathname;
      appendFileSync(file, `${JSON.stringify({ path, start, end, status })}\n`);
    }
  };
}
