import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Answer, envelopeProblem, type Holding, sandboxClient } from "./testing/client";
import { ledgerViolations } from "./testing/ledger-checks";
import { createDatabase, withClient } from "./testing/postgres";
import { type SandboxProcess, startSandbox } from "./testing/sandbox-process";

const SECONDS = Number(process.env.CRASH_SECONDS || 20);
const CLIENTS = 6;
const ACCOUNTS = 6;

type Acknowledged = { id: string; accountId: string; direction: string; amountMinor: number };

// kill -9 the sandbox while several clients post credits and debits, then start it again on
// the same database: whatever it acknowledged (2xx with a transaction id) must be there with
// its entries, and the ledger must hold. What was in flight may be lost, never half-written.
describe("the sandbox killed with SIGKILL under load", () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let sandbox: SandboxProcess;
  let holdings: Holding[];

  beforeAll(async () => {
    database = await createDatabase(inject("adminUrl"));
    sandbox = await startSandbox({ databaseUrl: database.url });
    const setup = sandboxClient(sandbox.baseUrl);
    await setup.signIn();
    holdings = [];
    for (let i = 0; i < ACCOUNTS; i++) holdings.push(await setup.newAccount(100));
  });
  afterAll(async () => {
    await sandbox?.kill();
    await database?.drop();
  });

  it(
    `keeps every acknowledged posting across a kill -9 during ${SECONDS} s of credits and debits`,
    async () => {
      const baseUrl = sandbox.baseUrl;
      const acknowledged: Acknowledged[] = [];
      const refused: Answer[] = [];
      let lost = 0;
      let acknowledgedAfterRestart = 0;
      let restarted = false;
      let endAt = Date.now() + SECONDS * 1000;

      const worker = async (n: number) => {
        const client = sandboxClient(baseUrl);
        // The token is stored in the database: the restarted server accepts it.
        await client.signIn();
        for (let i = 0; Date.now() < endAt; i++) {
          const holding = holdings[(n + i) % holdings.length]!;
          const direction = (n + i) % 3 === 0 ? "debit" : "credit";
          const cents = ((n * 7 + i * 13) % 500) + 1;
          const amount = cents / 100;
          let answer: Answer;
          try {
            answer = await client.call("POST", `/accounts/${holding.accountId}/${direction}`, {
              body: { amount, currency: "EUR", transaction_code: "AccountLoad" },
              timeoutMs: 5_000,
            });
          } catch {
            // The server is gone (killed, or not yet back): no answer, nothing acknowledged.
            lost++;
            await new Promise((resolve) => setTimeout(resolve, 50));
            continue;
          }
          if (answer.status === 201) {
            acknowledged.push({
              id: answer.body.transaction_id,
              accountId: holding.accountId,
              direction,
              amountMinor: cents,
            });
            if (restarted) acknowledgedAfterRestart++;
          } else refused.push(answer);
        }
      };
      const workers = Promise.all(Array.from({ length: CLIENTS }, (_, n) => worker(n)));

      await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 3));
      const beforeKill = acknowledged.length;
      await sandbox.kill("SIGKILL");
      sandbox = await startSandbox({ databaseUrl: database.url, port: sandbox.port });
      restarted = true;
      // A loaded machine can take most of the run to start the server again: the clients get
      // at least 5 s against the restarted one, or the test would measure the machine's load.
      endAt = Math.max(endAt, Date.now() + 5_000);
      await workers;

      expect(beforeKill).toBeGreaterThan(0);
      expect(lost).toBeGreaterThan(0);
      expect(acknowledgedAfterRestart).toBeGreaterThan(0);
      // Refusals are the ledger's (insufficient funds), in the spec's envelope; nothing else.
      expect(
        refused.map((a) => `${a.status} ${a.body?.code}`).filter((s) => s !== "422 4225064"),
      ).toEqual([]);
      expect(refused.map(envelopeProblem).filter(Boolean)).toEqual([]);

      await withClient(database.url, async (db) => {
        const { rows } = await db.query<{
          id: string;
          account_id: string;
          direction: string;
          amount_minor: string;
          status: string;
        }>(
          "select id, account_id, direction, amount_minor, status from sandbox.transactions where id = any($1)",
          [acknowledged.map((a) => a.id)],
        );
        const stored = new Map(rows.map((r) => [r.id, r]));
        const missing = acknowledged.filter((a) => {
          const row = stored.get(a.id);
          const found =
            row && `${row.status} ${row.account_id} ${row.direction} ${row.amount_minor}`;
          return found !== `Posted ${a.accountId} ${a.direction} ${a.amountMinor}`;
        });
        expect(missing).toEqual([]);
        expect(await ledgerViolations(db)).toEqual({});
      });
      // The balances the interface answers are the ledger's.
      const client = sandboxClient(sandbox.baseUrl);
      await client.signIn();
      for (const holding of holdings) {
        const { rows } = await withClient(database.url, (db) =>
          db.query<{ total: string }>(
            "select coalesce(sum(amount_minor), 0) as total from sandbox.ledger_entries where account_id = $1",
            [holding.accountId],
          ),
        );
        expect(Math.round((await client.balanceOf(holding))! * 100)).toBe(Number(rows[0]!.total));
      }
      console.log(
        `kill -9: ${acknowledged.length} postings acknowledged (${beforeKill} before the kill, ${acknowledgedAfterRestart} after the restart), ${lost} requests without an answer, ${refused.length} refused`,
      );
    },
    (SECONDS + 90) * 1000,
  );
});
