import { staticSecurityHeaders } from "./lib/console/static-security-headers.mjs";

/** @type {import("next").NextConfig} */
const nextConfig = {
  // PGlite ships a WebAssembly build and argon2 a native addon: both must be loaded by Node at
  // run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg"],
  experimental: {
    // Enables forbidden() and app/forbidden.tsx, so a refused page answers with HTTP 403.
    authInterrupts: true,
    // A case's evidence file (up to 10 MB, features/cases) comes through a server action; the
    // default limit is 1 MB. 11 MB leaves room for the form's other fields and the encoding, so
    // a file just under the limit is refused in words by the action, not cut off by the parser.
    serverActions: { bodySizeLimit: "11mb" },
  },
  poweredByHeader: false,
  typescript: {
    // Set only by `npm test` (scripts/test-all.mjs), whose typecheck stage has just run
    // `next typegen` and `tsc --noEmit` over the same files, route types included: checking them
    // again here took the build 12 s idle and 48-75 s loaded on 2 cores ("Finished TypeScript in"),
    // while `next typegen` takes about 2 s. `npm run build` and every deployment type-check.
    ignoreBuildErrors: process.env.CAMS_BUILD_TYPES_CHECKED === "1",
  },
  async headers() {
    const production = process.env.NODE_ENV === "production";
    return [{ source: "/:path*", headers: staticSecurityHeaders({ production }) }];
  },
};

export default nextConfig;
