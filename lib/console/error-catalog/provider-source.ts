import "server-only";
import type { CamsClient } from "@/lib/cams/client";
import { isCamsError } from "@/lib/cams/client";
import type { CatalogSource } from "./cache";

/** The catalog as the configured provider serves it. */
export function providerCatalogSource(client: CamsClient): CatalogSource {
  return {
    listErrorCodes: () => client.call("listErrorCodes"),
    async getErrorCode(code) {
      try {
        return await client.call("getErrorCode", { params: { code } });
      } catch (error) {
        if (isCamsError(error) && error.httpStatus === 404) return null;
        throw error;
      }
    },
  };
}
