import { staticSecurityHeaders } from "./lib/console/static-security-headers.mjs";

/** @type {import("next").NextConfig} */
const nextConfig = {
  // PGlite ships a WebAssembly build and argon2 a native addon: both must be loaded by Node at
  // run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg"],
  experimental: {
    // Enables forbidden() and app/forbidden.tsx, so a refused page answers with HTTP 403.
    authInterrupts: true,
  },
  poweredByHeader: false,
  async headers() {
    const production = process.env.NODE_ENV === "production";
    return [{ source: "/:path*", headers: staticSecurityHeaders({ production }) }];
  },
};

export default nextConfig;
