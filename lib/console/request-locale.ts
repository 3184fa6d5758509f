import "server-only";
import { headers } from "next/headers";
import { pickLocale, serverLocale } from "./locale";

/**
 * Reads the request's Accept-Language once and keeps the locale for this server render, where
 * components/ui/format finds it. Called by the root layout and before every page's reads.
 */
export async function requestLocale(): Promise<string> {
  const store = serverLocale();
  store.value ??= pickLocale((await headers()).get("accept-language"));
  return store.value;
}
