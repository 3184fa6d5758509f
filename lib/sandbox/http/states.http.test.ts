import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends } from "@/lib/db/testing";
import { createSandboxHarness, type SandboxHarness } from "../testing";
import { customerAccount } from "./account-holders";

// The saved states and scenarios over HTTP, as the console's settings page and the CLI use them.
describe.each(testBackends)("sandbox states over HTTP on %s", (backend) => {
  let sb: SandboxHarness;
  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
  });
  afterAll(() => sb.close());

  const customers = async () => (await sb.call("GET", "/customers")).body.total_count as number;

  it("saves, lists and restores a state; an unknown or malformed name is refused", async () => {
    await customerAccount(sb);
    const saved = await sb.call("POST", "/simulate/states", { body: { name: "one.customer" } });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ name: "one.customer", rows: expect.any(Number) });
    await customerAccount(sb);
    expect(await customers()).toBe(2);

    const restored = await sb.call("POST", "/simulate/states/one.customer/restore", { body: {} });
    expect(restored).toMatchObject({ status: 200, body: saved.body });
    expect(await customers()).toBe(1);

    const listed = await sb.call("GET", "/simulate/states");
    expect(listed.body.states).toEqual([
      { name: "one.customer", created_date: expect.any(String), rows: saved.body.rows },
    ]);
    expect(listed.body.scenarios.map((s: { name: string }) => s.name)).toEqual([
      "demo",
      "month-end",
    ]);

    const unknown = await sb.call("POST", "/simulate/states/no-such/restore", { body: {} });
    expect(unknown).toMatchObject({ status: 404, body: { code: 4040001 } });
    const malformed = await sb.call("POST", "/simulate/states", { body: { name: "a b" } });
    expect(malformed).toMatchObject({ status: 400, body: { code: 4000001 } });
    expect(Object.keys(malformed.body.errors)).toEqual(["name"]);
    const tooLong = await sb.call("POST", "/simulate/states", { body: { name: "n".repeat(41) } });
    expect(tooLong.status).toBe(400);
    const longest = await sb.call("POST", "/simulate/states", { body: { name: "n".repeat(40) } });
    expect(longest.status).toBe(201);
  });

  it("resets to empty, then loads the demo scenario through the interface", async () => {
    expect((await sb.call("POST", "/simulate/reset", { body: {} })).status).toBe(200);
    expect(await customers()).toBe(0);
    const loaded = await sb.call("POST", "/simulate/scenarios/demo/load", { body: {} });
    expect(loaded).toMatchObject({ status: 200, body: { name: "demo" } });
    expect(loaded.body.rows).toBeGreaterThan(100);
    // The corporates it made are named: a console cannot list them, and enters them itself.
    expect(loaded.body.corporate_ids).toHaveLength(1);
    const corporate = await sb.call("GET", `/corporates/${loaded.body.corporate_ids[0]}`);
    expect(corporate.body.name).toBe("Nordlicht Trading GmbH");
    const jane = await sb.call("GET", "/customers?last_name=Demo");
    expect(jane.body.customers.map((c: { first_name: string }) => c.first_name)).toContain("Jane");
    // Loading again starts from empty: the same cast, not twice over. (The row count itself may
    // differ by settlement accounts: each account posts to one of 16 shards, hashed from its id.)
    const cast = await customers();
    const again = await sb.call("POST", "/simulate/scenarios/demo/load", { body: {} });
    expect(again.status).toBe(200);
    expect(await customers()).toBe(cast);
    expect(Math.abs(again.body.rows - loaded.body.rows)).toBeLessThanOrEqual(16);
    expect((await sb.call("POST", "/simulate/scenarios/other/load", { body: {} })).status).toBe(
      400,
    );
  }, 60_000);

  it("loads month-end at 22:00 on the month's last day; a day on, each edge has fired", async () => {
    const loaded = await sb.call("POST", "/simulate/scenarios/month-end/load", { body: {} });
    sb.forgetToken();
    expect(loaded).toMatchObject({ status: 200, body: { name: "month-end" } });
    // The harness's real time is 2026-11-22 10:00 UTC: the month ends on Monday the 30th.
    expect((await sb.call("GET", "/simulate/clock")).body.now).toMatch(/^2026-11-30T22:00/);
    const customer = async (lastName: string) => {
      const found = await sb.call("GET", `/customers?last_name=${lastName}`);
      return (await sb.call("GET", `/customers/${found.body.customers[0].customer_id}`)).body;
    };
    const debit = (accountId: string, amount: number) =>
      sb.call("POST", `/accounts/${accountId}/debit`, {
        body: { amount, transaction_code: "AccountLoad" },
      });
    const dora = (await customer("Daily")).accounts[0].account_id;
    const mona = (await customer("Monthly")).accounts[0].account_id;
    const edda = await customer("Expiry");
    expect((await debit(dora, 1)).body.code).toBe(4225061);
    expect((await debit(mona, 20)).body.code).toBe(4225054);
    expect(edda.cards[0].status).toBe("03");

    const advanced = await sb.call("POST", "/simulate/clock/advance", {
      body: { seconds: 86_400 },
    });
    sb.forgetToken();
    expect(advanced.body.fell_due).toMatchObject({
      settlements: 1,
      card_dispatches: 1,
      document_expiries: 1,
    });
    expect((await debit(dora, 1)).status).toBe(201);
    expect((await debit(mona, 20)).status).toBe(201);
    expect((await sb.call("GET", `/cards/${edda.cards[0].card_id}`)).body.status).toBe("04");
  }, 60_000);
});
