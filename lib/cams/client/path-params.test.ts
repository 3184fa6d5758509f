import { describe, expect, it } from "vitest";
import { sandboxClientConfig } from "@/lib/sandbox/testing";
import { ErrorCode } from "../errors/catalog";
import { CamsError, createCamsClient, UnsafePathParameter } from "./index";

// A path parameter fills one segment of the path. `..` would climb out of it (a URL resolves
// it, `%2e%2e` included), and a slash, encoded or not, would name another path on a server
// that decodes it: either reaches another resource than the one named, so nothing is sent.
function clientSeeing(urls: string[]) {
  return createCamsClient({
    ...sandboxClientConfig("http://provider.test/sandbox"),
    fetch: async (input) => {
      urls.push(new URL(String(input)).pathname);
      const body = String(input).endsWith("/token")
        ? { access_token: "t1", token_type: "Bearer", expires_in: 3600 }
        : { card_id: "k1", status: "00" };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    },
  });
}

describe("path parameters", () => {
  it.each([".", "..", "", "a/b", "../accounts", "a\\b", "%2e%2e", "%2E.", "a%2Fb", "%252e%252e"])(
    "refuses %j before any request, as the provider's 404",
    async (card_id) => {
      const urls: string[] = [];
      const error = await clientSeeing(urls)
        .call("blockCard", { params: { card_id } })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UnsafePathParameter);
      expect(error).toBeInstanceOf(CamsError);
      expect(error).toMatchObject({
        parameter: "card_id",
        code: ErrorCode.ResourceNotFound,
        httpStatus: 404,
      });
      expect(urls).toEqual([]);
    },
  );

  it("sends an id with dots or percent signs inside it, encoded, as one segment", async () => {
    const urls: string[] = [];
    await clientSeeing(urls).call("blockCard", { params: { card_id: "k.1..2%" } });
    expect(urls).toEqual(["/sandbox/token", "/sandbox/cards/k.1..2%25/block"]);
  });
});
