import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { envelopeProblem, type SandboxClient, sandboxClient } from "./testing/client";
import { ledgerViolations } from "./testing/ledger-checks";
import { createDatabase, withClient } from "./testing/postgres";
import { type SandboxProcess, startSandbox } from "./testing/sandbox-process";

// Concurrent requests against one real sandbox process on PostgreSQL, over HTTP.
describe("the sandbox under concurrent requests", () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let sandbox: SandboxProcess;
  let client: SandboxClient;

  beforeAll(async () => {
    database = await createDatabase(inject("adminUrl"));
    sandbox = await startSandbox({ databaseUrl: database.url });
    client = sandboxClient(sandbox.baseUrl);
    await client.signIn();
  });
  afterAll(async () => {
    await sandbox?.kill();
    await database?.drop();
  });

  it("lets exactly 100 of 200 concurrent debits of 10 through a balance of 1,000", async () => {
    const holding = await client.newAccount(1000);
    const { accountId } = holding;
    let watching = true;
    const seen: number[] = [];
    // Reads the balance while the debits run: it must never be seen below zero.
    const watcher = (async () => {
      while (watching) {
        const balance = await client.balanceOf(holding);
        if (balance !== null) seen.push(balance);
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        client.call("POST", `/accounts/${accountId}/debit`, {
          body: { amount: 10, currency: "EUR", transaction_code: "AccountLoad" },
        }),
      ),
    );
    watching = false;
    await watcher;

    const accepted = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    expect(accepted).toHaveLength(100);
    expect(refused.map((a) => a.body?.code)).toEqual(Array(100).fill(4225064));
    expect(refused.map(envelopeProblem).filter(Boolean)).toEqual([]);
    // Each accepted debit saw its own balance, from 990 down to 0: none below, none twice.
    const after = accepted.map((a) => a.body.balance).sort((x, y) => x - y);
    expect(after).toEqual(Array.from({ length: 100 }, (_, i) => i * 10));
    expect(seen.length).toBeGreaterThan(0);
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(0);
    expect(await client.balanceOf(holding)).toBe(0);
    expect(await withClient(database.url, ledgerViolations)).toEqual({});
  });

  it("processes one of 32 concurrent requests with one X-Unique-Id and answers 409 / 4090001 to the 31 others", async () => {
    const holding = await client.newAccount(100);
    const { accountId } = holding;
    const uniqueId = `same-id-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 32 }, () =>
        client.call("POST", `/accounts/${accountId}/debit`, {
          body: { amount: 1, currency: "EUR", transaction_code: "AccountLoad" },
          headers: { "x-unique-id": uniqueId },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const repeats = answers.filter((a) => a.status !== 201);
    expect(repeats.map((a) => [a.status, a.body?.code])).toEqual(Array(31).fill([409, 4090001]));
    expect(repeats.map(envelopeProblem).filter(Boolean)).toEqual([]);
    // Processed once: one debit of 1 on the account.
    expect(await client.balanceOf(holding)).toBe(99);
    const list = await client.call("GET", `/accounts/${accountId}/transactions`);
    expect(list.body.transactions.filter((t: { amount: number }) => t.amount === 1)).toHaveLength(
      1,
    );
    expect(await withClient(database.url, ledgerViolations)).toEqual({});
  });
});
