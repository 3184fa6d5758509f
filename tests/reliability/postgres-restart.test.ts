import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Answer, envelopeProblem, type Holding, sandboxClient } from "./testing/client";
import { ledgerViolations } from "./testing/ledger-checks";
import {
  type Cluster,
  createDatabase,
  pgCtl,
  serverOptions,
  startCluster,
  stopCluster,
  withClient,
} from "./testing/postgres";
import { type SandboxProcess, startSandbox } from "./testing/sandbox-process";

// The database restarts under a running sandbox. It must answer a clear 503 in the spec's
// envelope while the database is away (not a 500, not a stack, not a hang), and serve again
// once it is back, with no restart of its own: the pool replaces the connections it lost.
// On a server the suite was given (CI's), it starts a cluster of its own to restart.
describe("a PostgreSQL restart under a running sandbox", () => {
  let cluster: Cluster;
  let started: Cluster | null = null;
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let sandbox: SandboxProcess;
  const client = () => sandboxClient(sandbox.baseUrl);
  let c: ReturnType<typeof client>;
  let holding: Holding;

  beforeAll(async () => {
    started = inject("ownCluster") ? null : await startCluster();
    cluster = inject("ownCluster") ?? started!;
    database = await createDatabase(cluster.url);
    sandbox = await startSandbox({ databaseUrl: database.url });
    c = client();
    await c.signIn();
    holding = await c.newAccount(1000);
  });
  afterAll(async () => {
    await sandbox?.kill();
    await database?.drop();
    if (started) stopCluster(started);
  });

  const credit = () =>
    c.call("POST", `/accounts/${holding.accountId}/credit`, {
      body: { amount: 1, currency: "EUR", transaction_code: "AccountLoad" },
      timeoutMs: 15_000,
    });
  const timed = async (request: () => Promise<Answer>) => {
    const started = Date.now();
    const answer = await request().catch(
      (error): Answer => ({ status: 0, headers: new Headers(), text: String(error), body: null }),
    );
    return { ...answer, ms: Date.now() - started };
  };

  it("answers 503 / 5030001 while the database is stopped, and serves again once it is started", async () => {
    expect((await credit()).status).toBe(201);
    pgCtl(cluster, "stop", "-m", "fast", "-w");
    try {
      const down = await Promise.all([
        timed(credit),
        timed(() => c.call("GET", `/customers/${holding.customerId}`)),
        timed(() => c.call("GET", "/errorcodes")),
      ]);
      for (const answer of down) {
        expect(answer.status, answer.text).toBe(503);
        expect(answer.body?.code).toBe(5030001);
        expect(envelopeProblem(answer)).toBeNull();
        expect(answer.text).not.toMatch(/ECONNREFUSED|at .*\(|Failed query/);
        expect(answer.ms).toBeLessThan(5_000);
      }
    } finally {
      pgCtl(cluster, "start", "-w", "-l", `${cluster.dir}/log`, "-o", serverOptions(cluster));
    }
    const back = await credit();
    expect(back.status, back.text).toBe(201);
    expect(back.body.balance).toBe(1002);
  });

  it("answers only successes or 503 to requests made across pg_ctl restart, and every success is kept", async () => {
    const answers: Awaited<ReturnType<typeof timed>>[] = [];
    const before = await c.balanceOf(holding);
    let running = true;
    const traffic = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (running) {
          answers.push(await timed(credit));
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    pgCtl(cluster, "restart", "-m", "fast", "-w");
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    running = false;
    await traffic;

    const unexpected = answers.filter((a) => a.status !== 201 && a.status !== 503);
    expect(unexpected.length, sandbox.output()).toBe(0);
    expect(unexpected.map((a) => `${a.status} ${a.text.slice(0, 200)}`)).toEqual([]);
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.map(envelopeProblem).filter(Boolean)).toEqual([]);
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(10_000);
    // Served again without restarting the sandbox, and nothing acknowledged was lost.
    const after = await credit();
    expect(after.status, after.text).toBe(201);
    const acknowledged = answers.filter((a) => a.status === 201).map((a) => a.body.transaction_id);
    const { rows } = await withClient(database.url, (db) =>
      db.query("select id from sandbox.transactions where id = any($1)", [acknowledged]),
    );
    expect(rows).toHaveLength(acknowledged.length);
    // A 503 may hide a commit whose answer was lost with its connection, never the reverse.
    expect(after.body.balance).toBeGreaterThanOrEqual(before! + acknowledged.length + 1);
    expect(after.body.balance).toBeLessThanOrEqual(before! + answers.length + 1);
    expect(await withClient(database.url, ledgerViolations)).toEqual({});
  });
});
