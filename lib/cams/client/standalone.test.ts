import { afterAll, beforeAll, describe, it } from "vitest";
import { expectRoundTrip, sandboxClientConfig } from "@/lib/sandbox/testing";
import { startStandaloneSandbox } from "@/scripts/standalone-sandbox";
import { createCamsClient } from "./index";

// `npm run sandbox` as a separate process on its own port: the client works against a provider
// it shares nothing with but HTTP, which is what swapping in the real provider relies on.
let sandbox: Awaited<ReturnType<typeof startStandaloneSandbox>>;

beforeAll(async () => {
  sandbox = await startStandaloneSandbox();
});
afterAll(() => sandbox?.stop());

describe("the client against `npm run sandbox`", () => {
  it("creates a customer and reads it back", async () => {
    await expectRoundTrip(createCamsClient(sandboxClientConfig(sandbox.baseUrl)));
  });
});
