import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { type APIResponse, expect, type Page, request, test } from "@playwright/test";
import { Client } from "pg";
import { signWebhook, WebhookType } from "../lib/cams";
import { ACCOUNT_RULE } from "../lib/console/auth/sign-in-throttle";
import { ownServerPorts } from "./ports";
import { anonymousCustomer, sandboxApi } from "./sandbox-api";
import { replayAction } from "./server-actions";
import { ready, type ServerProcess, startServer, stop } from "./server-process";
import { expectAccessible, signInAs } from "./support";

// Two `npm start` servers (scripts/server.mjs) of this build on one PostgreSQL, as two instances behind a load
// balancer: each has its own module state (caches, the provider client's token, anything kept
// in memory), and only the database is shared. Whatever must hold across requests holds across
// the two, or one of these fails. It runs in the config's "alone" project, with Playwright's own
// `test`: no worker server of e2e/fixtures.ts is started for it.
const adminUrl = process.env.TEST_DATABASE_URL;
// Their ports are clear of the workers' own servers (e2e/ports.ts).
const servers = ownServerPorts.map((port) => ({
  port,
  url: `http://127.0.0.1:${port}`,
}));
const [A, B] = servers.map((s) => s.url) as [string, string];
// The webhook secret playwright.config.ts chose for this run: both processes inherit it as an
// explicit SANDBOX_WEBHOOK_SECRET, and verify with it.
const WEBHOOK_SECRET = process.env.SANDBOX_WEBHOOK_SECRET!;
// How often an account may fail before it waits.
const FREE_FAILURES = ACCOUNT_RULE.free;

const database = `cams_two_servers_${randomBytes(6).toString("hex")}`;
const databaseUrl = (() => {
  if (!adminUrl) return "";
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
})();

async function sql<Row = Record<string, unknown>>(
  connectionString: string,
  text: string,
  values: unknown[] = [],
) {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** A server action's answer, from its React Server Components payload: the line holding `ok`. */
async function answerOf(response: APIResponse) {
  expect(response.status()).toBe(200);
  const line = (await response.text()).split("\n").find((l) => l.includes('"ok":'));
  const result = JSON.parse(line!.slice(line!.indexOf(":") + 1)) as {
    ok: boolean;
    code?: string;
    data?: { transaction_id?: string };
  };
  return result.ok
    ? { ok: true, transactionId: result.data?.transaction_id }
    : { ok: false, code: result.code };
}

const running: ServerProcess[] = [];

function start(port: number): ServerProcess {
  const server = startServer(
    [path.resolve("scripts/server.mjs"), "-p", String(port), "-H", "127.0.0.1"],
    {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      PGLITE_DIR: "",
      CONSOLE_DEMO: "1",
      SEED_DEMO: "1",
      SEED_DEMO_DATA: "0",
      AUTH_SECRET: "two-servers-only-secret-not-for-production-0001",
    },
  );
  running.push(server);
  return server;
}

test.describe("two server processes on one PostgreSQL", () => {
  test.skip(!adminUrl, "needs TEST_DATABASE_URL (.ci/run sets it)");

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    await sql(adminUrl!, `create database ${database}`);
    // Both start at once on the empty database: both migrate and seed, which must be safe.
    const started = servers.map((s) => ({ ...s, server: start(s.port) }));
    await Promise.all(started.map(({ server, url }) => ready(server, url)));
  });

  test.afterAll(async () => {
    await Promise.all(running.map(stop));
    // What the servers said, beside the report, for when a test above failed.
    for (const [i, { output }] of running.entries())
      await test.info().attach(`server ${"AB"[i]}`, { body: output.join("") });
    if (adminUrl) await sql(adminUrl, `drop database if exists ${database} with (force)`);
  });

  test("a webhook delivered to both is stored and applied once", async () => {
    const customerId = `cus-two-${randomUUID()}`;
    const now = new Date();
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: WebhookType.UserVerificationStatus,
      created_date: now.toISOString(),
      data: { customer_id: customerId, status: "Approved", reject_reason: null },
    });
    const id = `msg_${randomUUID()}`;
    const timestamp = Math.floor(now.getTime() / 1000);
    const headers = {
      "content-type": "application/json",
      "webhook-id": id,
      "webhook-timestamp": String(timestamp),
      "webhook-signature": await signWebhook({ secret: WEBHOOK_SECRET, id, timestamp, body }),
    };
    // The same delivery to both at once, as a provider retrying through a load balancer might.
    const answers = await Promise.all(
      [A, B, A, B].map((url) =>
        fetch(`${url}/api/webhooks/cams`, { method: "POST", headers, body }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);

    const stored = await sql(
      databaseUrl,
      "select webhook_id, applied from console.webhook_events where customer_id = $1",
      [customerId],
    );
    expect(stored).toEqual([{ webhook_id: id, applied: true }]);
    const state = await sql(
      databaseUrl,
      "select status, webhook_id from console.customer_verifications where customer_id = $1",
      [customerId],
    );
    expect(state).toEqual([{ status: "Approved", webhook_id: id }]);
  });

  test("failed sign-ins on both count towards one throttle", async ({ browser }) => {
    const context = await browser.newContext();
    const pages = await Promise.all([context.newPage(), context.newPage()]);
    await pages[0]!.goto(`${A}/login`);
    await pages[1]!.goto(`${B}/login`);
    await expectAccessible(pages[0]!);
    const email = "compliance@example.com";
    // Each attempt leaves one row in the audit log (failure, or denied when throttled): that
    // row, not the alert (which may still show the last attempt's), says what it got.
    const signIns = () =>
      sql<{ outcome: string }>(
        databaseUrl,
        "select outcome from console.audit_log where action = 'auth.sign_in' and target_id = $1 order by at",
        [email],
      );
    const attempt = async (page: Page, before: number) => {
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill("not-the-password");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect.poll(async () => (await signIns()).length).toBe(before + 1);
      const said = (await signIns()).at(-1)!.outcome === "denied" ? "throttled" : "incorrect";
      await expect(page.locator("form").getByRole("alert")).toHaveText(
        said === "throttled"
          ? /^Too many failed attempts for this account/
          : "Email or password is incorrect.",
      );
      return said;
    };
    // Wrong passwords alternating A, B, A, B, …: each process sees only every other failure.
    // Counted together, the wait starts after the free failures: the next attempt lands within
    // the first second of backoff. A loaded machine may be slower than that second; the backoff
    // doubles, so it still lands within one or two more. Counted per process, no wait could come
    // before 2 × free failures (each process would have seen only half of them).
    const said: string[] = [];
    for (let i = 0; i < 2 * FREE_FAILURES && !said.includes("throttled"); i++)
      said.push(await attempt(pages[i % 2]!, i));
    const failures = said.indexOf("throttled");
    test.info().annotations.push({ type: "throttled after", description: `${failures} failures` });
    expect(failures, `answers: ${said.join(", ")}`).toBeGreaterThanOrEqual(FREE_FAILURES);
    expect(failures, `answers: ${said.join(", ")}`).toBeLessThanOrEqual(FREE_FAILURES + 2);
    await context.close();

    expect((await signIns()).map((o) => o.outcome)).toEqual([
      ...Array(failures).fill("failure"),
      "denied",
    ]);
  });

  test("a money retry sent to the other process moves money once", async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ baseURL: A });
    const page = await context.newPage();
    const onA = await sandboxApi(context.request);
    const created = await onA.call(
      "POST",
      "/customers",
      anonymousCustomer({ last_name: "Twoservers", accounts: [{ currency: "EUR" }] }),
    );
    expect(created.status).toBe(201);
    const customerId = created.body.customer_id as string;
    const accountId = created.body.accounts[0].account_id as string;
    const funded = await onA.call("POST", `/accounts/${accountId}/credit`, {
      amount: 100,
      transaction_code: "CashLoad",
    });
    expect(funded.status).toBe(201);
    const accountPath = `/customers/${customerId}/accounts/${accountId}`;

    // The manager debits on A, in the console; the request is kept to be sent again.
    const sent: { action: string; body: string }[] = [];
    page.on("request", (r) => {
      const action = r.headers()["next-action"];
      if (action && r.method() === "POST" && new URL(r.url()).pathname === accountPath)
        sent.push({ action, body: r.postData() ?? "" });
    });
    await signInAs(page, "manager", accountPath);
    await expectAccessible(page);
    await page.getByRole("tab", { name: "Debit" }).click();
    await page.getByLabel("Amount").fill("7");
    await page.getByRole("button", { name: "Review debit…" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Debit €7.00" }).click();
    const outcome = page.getByRole("status").filter({ hasText: "Transaction id" });
    await expect(outcome).toContainText("New balance€93.00");
    const transactionId = (await outcome.locator("code").first().textContent())!;
    const debits = sent.filter((s) => s.body.includes("idempotency_key"));
    expect(debits).toHaveLength(1);

    // The same intent (same idempotency key), retried through B with the same session: B
    // answers what A got, and does not send it to the provider again.
    const retried = await replayAction(context.request, `${B}${accountPath}`, debits[0]!);
    expect(await answerOf(retried)).toEqual({ ok: true, transactionId });

    // A new intent sent to both at once: one of them sends it, the other answers the same or,
    // while the first is still waiting for the provider, "being checked"; never a second send.
    const key = /"idempotency_key":"([0-9a-f-]{36})"/.exec(debits[0]!.body)![1]!;
    const fresh = { ...debits[0]!, body: debits[0]!.body.replace(key, randomUUID()) };
    const both = await Promise.all(
      [A, B].map(async (url) =>
        answerOf(await replayAction(context.request, `${url}${accountPath}`, fresh)),
      ),
    );
    const sentOnce = both.find((a) => a.ok);
    expect(sentOnce, JSON.stringify(both)).toBeDefined();
    for (const answer of both)
      expect([sentOnce, { ok: false, code: "MOVEMENT_IN_DOUBT" }]).toContainEqual(answer);

    // Read back through B's sandbox: the funding credit and two debits of €7, nothing more.
    const readerOnB = await request.newContext({ baseURL: B });
    const onB = await sandboxApi(readerOnB);
    const ledger = await onB.call("GET", `/accounts/${accountId}/transactions`);
    expect(ledger.status).toBe(200);
    const postings = ledger.body.transactions as { transaction_id: string; amount: number }[];
    expect(postings.map((t) => t.amount).sort((x, y) => x - y)).toEqual([7, 7, 100]);
    expect(postings.map((t) => t.transaction_id)).toEqual(
      expect.arrayContaining([transactionId, sentOnce!.transactionId]),
    );
    const customer = await onB.call("GET", `/customers/${customerId}`);
    expect(customer.body.accounts).toMatchObject([{ account_id: accountId, balance: 86 }]);
    const movements = await sql(
      databaseUrl,
      "select status from console.money_movements where account_id = $1",
      [accountId],
    );
    expect(movements).toEqual([{ status: "done" }, { status: "done" }]);
    await readerOnB.dispose();
    await context.close();
  });
});
