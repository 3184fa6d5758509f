import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { password } from "@/lib/cams";
import { camsClientConfigFromEnv } from "@/lib/console/cams-client";
import { webhookSecretFromEnv } from "@/lib/console/webhooks/config";
import type { DbHandle } from "@/lib/db";
import { deploymentSecrets } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { sandboxConfigFromEnv } from "@/lib/sandbox/config";
import { applyDemoSecrets } from "./bootstrap";

type Env = Record<string, string | undefined>;
const published = sandboxConfigFromEnv({});

// A public demo on the published sandbox credentials could be reset, read or sent forged
// webhooks by anyone who read this repository.
describe.each(testBackends)("a demo's own sandbox secrets on %s", (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    vi.stubEnv("AUTH_SECRET", "a-bootstrap-test-secret-of-32-bytes-or-more");
    handle = await createTestDb(backend);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await handle.close();
  });

  it("are made at the first start, and every server on the database uses the same", async () => {
    const [first, second]: Env[] = [{ CONSOLE_DEMO: "1" }, { CONSOLE_DEMO: "1" }];
    await Promise.all([applyDemoSecrets(handle.db, first), applyDemoSecrets(handle.db, second)]);
    expect(second).toEqual(first);
    const third: Env = {};
    await applyDemoSecrets(handle.db, third);
    expect(third).toEqual({ ...first, CONSOLE_DEMO: undefined });

    const sandbox = sandboxConfigFromEnv(first);
    expect(sandbox.apiKey).not.toBe(published.apiKey);
    expect(sandbox.password).not.toBe(published.password);
    expect(sandbox.webhookSecret).not.toBe(published.webhookSecret);
    // /token's own rules accept the password it made.
    expect(password.safeParse(sandbox.password).success).toBe(true);
    // The console calls its built-in sandbox, and checks its webhooks, with the same ones.
    expect(camsClientConfigFromEnv(first)).toMatchObject({
      apiKey: sandbox.apiKey,
      password: sandbox.password,
    });
    expect(webhookSecretFromEnv(first as NodeJS.ProcessEnv)).toBe(sandbox.webhookSecret);
    // Kept sealed: the database alone does not show them.
    const stored = await handle.db.select().from(deploymentSecrets);
    expect(stored).toHaveLength(3);
    expect(JSON.stringify(stored)).not.toContain(sandbox.password);
  });

  it("leave a SANDBOX_* value set explicitly as it is", async () => {
    const env: Env = { SANDBOX_API_KEY: "operator-chosen-key-0001" };
    await applyDemoSecrets(handle.db, env);
    expect(env.SANDBOX_API_KEY).toBe("operator-chosen-key-0001");
    expect(env.SANDBOX_PASSWORD).toEqual(expect.any(String));
  });

  it("are made afresh when the stored ones were sealed under another AUTH_SECRET", async () => {
    const before: Env = {};
    await applyDemoSecrets(handle.db, before);
    vi.stubEnv("AUTH_SECRET", "another-bootstrap-test-secret-of-32-bytes");
    const after: Env = {};
    await applyDemoSecrets(handle.db, after);
    expect(after.SANDBOX_API_KEY).not.toBe(before.SANDBOX_API_KEY);
    const again: Env = {};
    await applyDemoSecrets(handle.db, again);
    expect(again).toEqual(after);
  });
});
