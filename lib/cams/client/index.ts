// The typed HTTP client of the interface. Isomorphic (fetch + WebCrypto), configured by the
// caller; the console's configured instance is lib/console/cams-client.ts (server only).
export { type CamsClient, createCamsClient } from "./client";
export type { CamsClientConfig } from "./config";
export { CamsError, hasBrand, isCamsError, UnsafePathParameter } from "./errors";
