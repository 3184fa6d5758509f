import "server-only";
import { camsClientConfigFromEnv } from "@/lib/console/cams-client";

/** True when the console talks to the built-in sandbox, the only provider that simulates. */
export function onSandbox(): boolean {
  return camsClientConfigFromEnv().baseUrl.replace(/\/+$/, "").endsWith("/sandbox");
}
