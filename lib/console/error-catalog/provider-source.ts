import "server-only";
import type { CamsClient } from "@/lib/cams/client";
import { CamsError } from "@/lib/cams/client";
import type { CatalogSource } from "./cache";

/** The catalog as the configured provider serves it. */
export function providerCatalogSource(client: CamsClient): CatalogSource {
  return {
    listErrorCodes: () => client.call("listErrorCodes"),
    async getErrorCode(code) {
      try {
        return await client.call("getErrorCode", { params: { code } });
      } catch (error) {
        if (error instanceof CamsError && error.httpStatus === 404) return null;
        throw error;
      }
    },
  };
}
