import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type CamsClient, createCamsClient, isCamsError } from "@/lib/cams/client";
import { providerCredentials } from "@/lib/db/schema";
import {
  createSandboxHarness,
  type SandboxHarness,
  sandboxClientConfig,
} from "@/lib/sandbox/testing";
import { isActionRefusal } from "./actions/refusal";
import {
  checkPendingRotation,
  providerPassword,
  ROTATION_IN_DOUBT,
  rotatePassword,
  rotationState,
} from "./provider-credentials";

// A rotation from the console changes the provider's password (the in-process sandbox here),
// keeps the new one sealed in the console's database, and the next token uses it. Every way the
// call can end leaves the console holding the password the provider has.
process.env.AUTH_SECRET ??= "provider-credentials-test-secret-000000";
const ACTOR = "00000000-0000-4000-8000-000000000001";
const BASE = "http://sandbox.test/sandbox";

let sb: SandboxHarness;
let config: ReturnType<typeof sandboxClientConfig> & { password: string };
let client: CamsClient;
let cut: "none" | "before-send" | "after-send" = "none";

beforeAll(async () => {
  sb = await createSandboxHarness("pglite");
  config = sandboxClientConfig(BASE) as typeof config;
  // The console's client: its password read from the store at each token request, and a
  // connection that can be cut before or after the provider got the request.
  client = createCamsClient({
    ...config,
    password: () => providerPassword(sb.handle.db, config),
    maxRetries: 0,
    fetch: async (input, init) => {
      if (cut === "before-send") throw new TypeError("fetch failed");
      const response = await sb.app.request(String(input), init);
      if (cut === "after-send") throw new TypeError("fetch failed: other side closed");
      return response;
    },
  });
});
afterAll(() => sb.close());
beforeEach(() => {
  cut = "none";
});

const tokenWith = (password: string) =>
  createCamsClient({
    ...config,
    password,
    fetch: async (input, init) => sb.app.request(String(input), init),
  }).call("searchCustomers", { query: {} });

describe("provider password rotation", () => {
  it("changes the provider's password; the next token uses the new one, sealed at rest", async () => {
    await client.call("searchCustomers", { query: {} });
    await rotatePassword(sb.handle.db, client, config, "Rotated!Pass2026a", ACTOR);
    // The sandbox ended the old token: the client renews it with the rotated password.
    await expect(client.call("searchCustomers", { query: {} })).resolves.toBeDefined();
    await expect(tokenWith("Rotated!Pass2026a")).resolves.toBeDefined();
    await expect(tokenWith(config.password)).rejects.toSatisfy(isCamsError);
    const [row] = await sb.handle.db.select().from(providerCredentials);
    expect(JSON.stringify(row)).not.toContain("Rotated!Pass2026a");
    expect(await rotationState(sb.handle.db, config)).toMatchObject({
      rotatedBy: ACTOR,
      pendingSince: null,
    });
  });

  it("drops the new password when the provider refuses it, keeping the one it has", async () => {
    const before = await providerPassword(sb.handle.db, config);
    // The provider refuses a password it has just had (its rules; ours let it through here).
    await expect(rotatePassword(sb.handle.db, client, config, before, ACTOR)).rejects.toSatisfy(
      isCamsError,
    );
    expect(await providerPassword(sb.handle.db, config)).toBe(before);
    expect((await rotationState(sb.handle.db, config)).pendingSince).toBeNull();
  });

  it("keeps an unanswered rotation pending; a check finds it was not made", async () => {
    const before = await providerPassword(sb.handle.db, config);
    cut = "before-send";
    const error = await rotatePassword(
      sb.handle.db,
      client,
      config,
      "Never!Arrived2026b",
      ACTOR,
    ).catch((e: unknown) => e);
    expect(isActionRefusal(error) && error.code).toBe(ROTATION_IN_DOUBT);
    const { pendingSince } = await rotationState(sb.handle.db, config);
    expect(pendingSince).toBeInstanceOf(Date);
    cut = "none";
    const earlier = new Date(pendingSince!.getTime() - 1);
    expect(await checkPendingRotation(sb.handle.db, client, config, earlier, ACTOR)).toBe(
      "nothing-pending",
    );
    expect(await checkPendingRotation(sb.handle.db, client, config, pendingSince!, ACTOR)).toBe(
      "not-rotated",
    );
    expect(await providerPassword(sb.handle.db, config)).toBe(before);
  });

  it("refuses a second rotation while one is unanswered, keeping the pending password", async () => {
    cut = "after-send";
    await expect(
      rotatePassword(sb.handle.db, client, config, "Taken!Already2026e", ACTOR),
    ).rejects.toSatisfy(isActionRefusal);
    cut = "none";
    const second = await rotatePassword(
      sb.handle.db,
      client,
      config,
      "Second!Attempt2026f",
      ACTOR,
    ).catch((e: unknown) => e);
    expect(isActionRefusal(second) && second.code).toBe(ROTATION_IN_DOUBT);
    const { pendingSince } = await rotationState(sb.handle.db, config);
    expect(await checkPendingRotation(sb.handle.db, client, config, pendingSince!, ACTOR)).toBe(
      "rotated",
    );
    expect(await providerPassword(sb.handle.db, config)).toBe("Taken!Already2026e");
    // The rotation ended this client's token; its next call renews it with the new password.
    await expect(client.call("searchCustomers", { query: {} })).resolves.toBeDefined();
  });

  it("keeps an unanswered rotation pending; a check finds it was made and uses it", async () => {
    cut = "after-send";
    await expect(
      rotatePassword(sb.handle.db, client, config, "Lost!Answer2026c", ACTOR),
    ).rejects.toSatisfy(isActionRefusal);
    cut = "none";
    const { pendingSince } = await rotationState(sb.handle.db, config);
    expect(await checkPendingRotation(sb.handle.db, client, config, pendingSince!, ACTOR)).toBe(
      "rotated",
    );
    expect(await providerPassword(sb.handle.db, config)).toBe("Lost!Answer2026c");
    await expect(client.call("searchCustomers", { query: {} })).resolves.toBeDefined();
  });

  it("gives way to a newer configured password (CAMS_PASSWORD changed by the operator)", async () => {
    const changed = { ...config, password: "Operator!Set2026d" };
    expect(await providerPassword(sb.handle.db, changed)).toBe("Operator!Set2026d");
    expect(await rotationState(sb.handle.db, changed)).toEqual({
      rotatedAt: null,
      rotatedBy: null,
      pendingSince: null,
    });
  });
});
