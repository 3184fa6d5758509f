import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CamsClient } from "@/lib/cams/client";
import type { DbHandle } from "@/lib/db";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { createSandboxApp } from "../app";
import { sandboxConfigFromEnv } from "../config";
import { webhookOutbox } from "../tables/webhooks";
import { demoCast } from "./cast";
import { inProcessClient } from "./client";
import { ROUND_UP_CREDITS } from "./manager";
import { type DemoData, seedDemoData } from "./seed-demo-data";

describe.each(testBackends)("the sandbox demo data on %s", (backend) => {
  let handle: DbHandle;
  let cams: CamsClient;
  let made: DemoData | null;
  beforeAll(async () => {
    handle = await createTestDb(backend);
    // Time passes between requests, as it does when the server seeds.
    let tick = Date.parse("2026-11-22T10:00:00Z");
    const now = () => {
      tick += 100;
      return new Date(tick);
    };
    const app = createSandboxApp({
      db: async () => handle.db,
      config: sandboxConfigFromEnv({}),
      now,
    });
    cams = inProcessClient(app, sandboxConfigFromEnv({}));
    made = await seedDemoData(cams);
    // About 110 requests: seconds alone, but a loaded machine (a build alongside) can take 40.
  }, 120_000);
  afterAll(() => handle.close());

  const customer = (id: string) => cams.call("getCustomer", { params: { customer_id: id } });
  const transactions = (accountId: string, page_number = 1) =>
    cams.call("listAccountTransactions", {
      params: { account_id: accountId },
      query: { page_number, page_size: 50 },
    });
  const seeded = () => {
    if (!made) throw new Error("nothing was seeded");
    return made;
  };

  it("gives the manager Jane Demo: Active KYC, two EUR accounts with IBANs and every payment", async () => {
    const jane = await customer(seeded().customers.jane);
    expect(jane).toMatchObject({ last_name: "Demo", kyc_level: "KYC", status: "Active" });
    const [main, savings] = jane.accounts ?? [];
    for (const account of [main, savings]) {
      expect(account).toMatchObject({ currency: "EUR", account_identifier: expect.any(String) });
    }
    expect(main?.balance).toBe(2450 + 300 - 4.9 - 60 - 200 - 850 - 75.5);
    expect(savings?.balance).toBe(200 + ROUND_UP_CREDITS * 1.5);

    const mainList = (await transactions(main!.account_id)).transactions;
    expect(mainList.map((t) => [t.processing_code_type, t.direction, t.payment_status])).toEqual([
      ["SepaOutgoingPayment", "debit", "ACCP"],
      ["SepaOutgoingPayment", "debit", "ACSC"],
      ["AccountLoad", "debit", null],
      ["SepaDirectDebit", "debit", "ACSC"],
      ["AccountLoad", "debit", null],
      ["CashLoad", "credit", null],
      ["SepaIncomingPayment", "credit", "ACSC"],
    ]);
  });

  it("fills two pages of transactions on Jane's second account", async () => {
    const accountId = (await customer(seeded().customers.jane)).accounts![1]!.account_id;
    const first = await transactions(accountId);
    expect(first.total_count).toBe(ROUND_UP_CREDITS + 1);
    expect(first.transactions).toHaveLength(50);
    expect((await transactions(accountId, 2)).transactions).toHaveLength(ROUND_UP_CREDITS + 1 - 50);
  });

  it("gives support Carla's cards at 01, 03 and an Active virtual one with authorizations", async () => {
    const carla = await customer(seeded().customers.carla);
    const cards = carla.cards ?? [];
    expect(cards.map((c) => [c.card_type, c.status])).toEqual([
      ["Physical", "01"],
      ["Physical", "03"],
      ["Virtual", "00"],
    ]);
    const purchases = await cams.call("listCardTransactions", {
      params: { card_id: cards[2]!.card_id },
    });
    expect(purchases.transactions.map((t) => t.response_code).sort()).toEqual([
      "00",
      "00",
      "00",
      "51",
    ]);
  });

  it("queues two AML holds oldest first, and one rejection", async () => {
    const { hanna, henrik, ronja } = seeded().customers;
    const held = await cams.call("searchCustomers", { query: { status: "OnHold" } });
    // Newest first from the provider: the queue reads it backwards, Hanna before Henrik.
    expect(held.customers.map((c) => c.customer_id)).toEqual([henrik, hanna]);
    const [newer, older] = held.customers.map((c) => Date.parse(c.created_date!));
    expect(older).toBeLessThan(newer!);
    const rejected = await cams.call("searchCustomers", { query: { status: "Rejected" } });
    expect(rejected.customers.map((c) => c.customer_id)).toEqual([ronja]);
  });

  it("leaves the verification and payment webhooks in the outbox", async () => {
    const events = (await handle.db.select().from(webhookOutbox)).map(
      (row) => row.body as { type: string; data: Record<string, unknown> },
    );
    const verifications = events.filter((e) => e.type === "user.verification.status");
    expect(verifications.map((e) => e.data)).toEqual([
      expect.objectContaining({ customer_id: seeded().customers.hanna, status: "DocumentExpired" }),
      expect.objectContaining({
        customer_id: seeded().customers.ronja,
        status: "Rejected",
        reject_reason: ["BadRequest|document blurry", "FailedDependency|registry unavailable"],
      }),
    ]);
    const statuses = events
      .filter((e) => e.type === "payment.status")
      .map((e) => e.data.payment_status);
    expect(statuses.filter((s) => s === "ACCP")).toHaveLength(3);
    expect(statuses).toContain("ACSC");
  });

  it("opens the corporate with an account, and two Anonymous customers to search for", async () => {
    const corporate = await cams.call("getCorporate", {
      params: { corporate_id: seeded().corporateId },
    });
    expect(corporate.accounts).toEqual([
      expect.objectContaining({ currency: "EUR", balance: 12000 - 1840.25 }),
    ]);
    const found = await cams.call("searchCustomers", { query: { last_name: "anonym" } });
    expect(found.customers.map((c) => c.first_name).sort()).toEqual([
      demoCast.alex.first_name,
      demoCast.andrea.first_name,
    ]);
  });

  it("does nothing on a second run, or in a sandbox that already has a customer", async () => {
    const count = async () =>
      (await cams.call("searchCustomers", { query: { page_size: 1 } })).total_count;
    expect(await count()).toBe(Object.keys(demoCast).length);
    expect(await seedDemoData(cams)).toBeNull();
    expect(await count()).toBe(Object.keys(demoCast).length);
  });
});
