import { setTimeout as sleep } from "node:timers/promises";
import { newCustomerWithAccount } from "../lib/accounts";
import { log } from "../lib/config";
import { launchChromium, signedInPage } from "../lib/console-pages";
import { type BenchMeasure, ratioOf } from "../lib/measure";
import { treeRss } from "../lib/servers";
import { round } from "../lib/stats";
import type { ServerContext } from "./context";

/** The batch: 10,000 rows, killed half-way. */
const ROWS = 10_000;
const KILL_AT = 5_000;
/** How long the whole batch may take before the measure gives up. */
const GIVE_UP_MS = 30 * 60_000;

/** A credit of one cent per row, each its own (its description), on one account. */
function moneyFile(accountId: string) {
  const lines = ["account_id,iban,owner_id,movement,amount,currency,transaction_code,description"];
  for (let i = 1; i <= ROWS; i++) lines.push(`${accountId},,,credit,0.01,EUR,AccountLoad,Row ${i}`);
  return Buffer.from(`${lines.join("\r\n")}\r\n`);
}

/** The batch's rows by outcome, read from the console's tables. */
async function progress(ctx: ServerContext, batchId: string) {
  const { rows } = await ctx.pool.query(
    `select count(*) filter (where status = 'done')::int as done,
            count(*) filter (where status in ('refused', 'unknown'))::int as failed
       from console.bulk_rows where batch_id = $1`,
    [batchId],
  );
  return rows[0] as { done: number; failed: number };
}

/** Sequential credits of one client on their own account: the sandbox's pace for one caller. */
async function oneClientRate(ctx: ServerContext) {
  const { accountId } = await newCustomerWithAccount(ctx.client, "Bulkpace");
  const n = 300;
  const started = performance.now();
  let failed = 0;
  for (let i = 0; i < n; i++) {
    const answer = await ctx.client.call("POST", `/accounts/${accountId}/credit`, {
      amount: 0.01,
      transaction_code: "AccountLoad",
    });
    if (answer.status !== 201) failed++;
  }
  return { rate: n / ((performance.now() - started) / 1000), failed };
}

/**
 * Issue 29's scale: a 10,000-row money batch through the console's own pages (upload, check,
 * confirm), run by the server's executor against the built-in sandbox on PostgreSQL. The server
 * is killed at row 5,000 and started again; another executor takes the batch over when its lease
 * lapses. Each row must have moved its cent exactly once: 10,000 postings on the account.
 */
export const bulkMoneyBatch: BenchMeasure<ServerContext> = {
  name: "bulk money batch, 10,000 rows",
  goal: "see each row",
  async run(ctx) {
    const { customerId, accountId } = await newCustomerWithAccount(ctx.client, "Bulkmoney");
    // The console learns of the account when its customer is opened; the demo's money-batch
    // policy would hold the batch for a second manager.
    await fetch(`${ctx.server.baseUrl}/customers/${customerId}`, {
      headers: { cookie: ctx.session() },
    });
    await ctx.pool.query(
      "update console.approval_policies set mode = 'off' where action = 'bulk_money'",
    );

    const browser = await launchChromium();
    let dryRunSeconds: number;
    let batchId: string;
    try {
      const page = await signedInPage(browser, ctx.server.baseUrl);
      await page.goto("/bulk");
      await page
        .getByLabel("What the file does")
        .selectOption({ label: "Money: credit or debit accounts" });
      await page.getByLabel("CSV file").setInputFiles({
        name: "bench.csv",
        mimeType: "text/csv",
        buffer: moneyFile(accountId),
      });
      const started = performance.now();
      await page.getByRole("button", { name: "Check the file" }).click();
      await page.waitForURL(/\/bulk\/[0-9a-f-]{36}$/, { timeout: 120_000 });
      await page.getByText(`${ROWS} rows: ${ROWS} valid, 0 invalid.`).waitFor({ timeout: 120_000 });
      dryRunSeconds = (performance.now() - started) / 1000;
      batchId = new URL(page.url()).pathname.split("/").pop()!;
      log(`  checked ${ROWS} rows in ${dryRunSeconds.toFixed(1)} s; running batch ${batchId}`);
      await page.getByRole("button", { name: `Run ${ROWS} rows…` }).click();
      await page
        .getByRole("dialog", { name: "Run this batch?" })
        .getByRole("button", { name: `Run ${ROWS} rows` })
        .click();
      await page.getByText("Started: the rows run in the background.").waitFor();
    } finally {
      await browser.close();
    }

    // Rows a second between 1,000 and 5,000 done, and the server's memory at both.
    const deadline = Date.now() + GIVE_UP_MS;
    const at = async (rows: number) => {
      for (;;) {
        const now = await progress(ctx, batchId);
        if (now.done >= rows || now.done + now.failed >= ROWS)
          return { ...now, t: performance.now() };
        if (Date.now() > deadline) throw new Error(`only ${now.done} rows done after 30 minutes`);
        await sleep(100);
      }
    };
    const first = await at(1_000);
    const rssFirst = treeRss(ctx.server.pid);
    const half = await at(KILL_AT);
    const rssHalf = treeRss(ctx.server.pid);
    const rate = (half.done - first.done) / ((half.t - first.t) / 1000);
    log(`  ${half.done} rows done at ${rate.toFixed(0)} rows/s; killing the server`);
    await ctx.restart();
    const resumed = performance.now();
    const end = await at(ROWS);
    log(`  resumed and finished in ${((end.t - resumed) / 1000).toFixed(0)} s`);
    const { rows: postings } = await ctx.pool.query(
      "select count(*)::int as n from sandbox.transactions where account_id = $1",
      [accountId],
    );
    const posted = postings[0].n as number;
    const pace = await oneClientRate(ctx);
    const growth = round((rssHalf - rssFirst) / 2 ** 20, 0);
    return [
      {
        name: "bulk money: dry run of 10,000 rows (upload to the checked page)",
        goal: "< 10 s",
        value: round(dryRunSeconds, 1),
        unit: "s",
        reference: "-",
        ratio: null,
        holds: dryRunSeconds < 10,
        detail: `a 10,000-row file uploaded through the console's form: read, every row checked (the account in the directory, its owner read once), and stored as a draft, until its page shows the counts.`,
      },
      {
        name: "bulk money: rows run per second",
        goal: "≥ 0.5× one client's postings a second",
        value: round(rate, 0),
        unit: "rows/s",
        reference: `one client ${round(pace.rate, 0)} credits/s`,
        ratio: ratioOf(rate, pace.rate),
        holds: rate >= 0.5 * pace.rate && pace.failed === 0,
        detail: `rows 1,000 to ${half.done.toLocaleString("en")}, unpaced (BULK_ROWS_PER_SECOND), one row at a time as the executor sends them; each row also keeps its movement record, its row's outcome, its audit entry and the batch's lease. The reference: 300 credits sent one after another by one API client (${pace.failed} failed).`,
      },
      {
        name: "bulk money: server memory growth, row 1,000 to 5,000",
        goal: "flat: < 50 MB",
        value: growth,
        unit: "MB",
        reference: `${round(rssFirst / 2 ** 20, 0)} MB at row 1,000`,
        ratio: null,
        holds: growth < 50,
        detail:
          "resident memory of the server's process tree, read at 1,000 and at 5,000 rows done.",
      },
      {
        name: "bulk money: postings after a kill at row 5,000 and a restart",
        goal: "exactly 10,000, every row done",
        value: posted,
        unit: "postings",
        reference: "-",
        ratio: null,
        holds: posted === ROWS && end.done === ROWS && end.failed === 0,
        detail: `the server was killed (SIGKILL) with ${half.done.toLocaleString("en")} rows done and started again; the batch was taken over when its lease lapsed and finished ${((end.t - resumed) / 1000).toFixed(0)} s later: ${end.done.toLocaleString("en")} rows done, ${end.failed} refused or unknown, ${posted.toLocaleString("en")} postings on the account.`,
      },
    ];
  },
};
