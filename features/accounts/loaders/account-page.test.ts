import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { kycCustomer } from "@/lib/cams/__fixtures__/bodies";
import { createCamsClient } from "@/lib/cams/client";
import { installConsole } from "@/lib/console/actions/testing";
import { newCustomer } from "@/lib/sandbox/http/account-holders";
import {
  createSandboxHarness,
  type SandboxHarness,
  sandboxClientConfig,
} from "@/lib/sandbox/testing";
import { loadAccountPage } from "./account-page";

// The page's own session check is not what is tested here: an admin is signed in.
vi.mock("@/lib/console/auth/session", () => ({
  requirePagePermission: async () => ({ ok: true, db: sb.handle.db, user: { role: "admin" } }),
}));
vi.mock("@/lib/console/auth", () => ({ auth: vi.fn() }));
vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
}));

// What one load of the account page asks the provider (issue 18: console pages' provider calls
// run concurrently and without duplicates).
let sb: SandboxHarness;
let uninstall: () => void;
type Call = { path: string; start: number; end: number };
let calls: Call[] = [];
let customer: { customer_id: string; accounts: { account_id: string }[] };

// Every provider call goes through the sandbox in process, each held 30 ms so that calls made
// one after the other cannot overlap by chance.
const recording = createCamsClient({
  ...sandboxClientConfig("http://sandbox.test/sandbox"),
  fetch: async (input, init) => {
    const start = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 30));
    const response = await sb.app.request(String(input), init);
    calls.push({ path: new URL(String(input)).pathname, start, end: performance.now() });
    return response;
  },
});

beforeAll(async () => {
  sb = await createSandboxHarness("pglite");
  uninstall = installConsole(sb.handle, recording);
  const created = await sb.call("POST", "/customers", {
    body: { ...kycCustomer, accounts: [{ currency: "EUR" }] },
  });
  expect(created.status).toBe(201);
  customer = created.body;
  const accountId = customer.accounts[0]!.account_id;
  for (let i = 1; i <= 12; i++) {
    const credit = await sb.call("POST", `/accounts/${accountId}/credit`, {
      body: { amount: i, currency: "EUR", transaction_code: "AccountLoad", description: `c${i}` },
    });
    expect(credit.status).toBe(201);
  }
});
afterAll(async () => {
  uninstall();
  await sb.close();
});

describe("the account page's provider calls", () => {
  it("reads the transactions once, alongside the customer, for both the latest and the transfers", async () => {
    const accountId = customer.accounts[0]!.account_id;
    calls = [];
    const view = await loadAccountPage(customer.customer_id, accountId);
    const [latest, transfers] = await Promise.all([view.latest, view.outgoingTransfers?.read]);

    // The client's token is fetched once and kept; it is not a read of the page.
    const reads = calls.filter((c) => c.path !== "/sandbox/token");
    const paths = reads.map((c) => c.path.replace(/[0-9a-f-]{36}/g, ":id"));
    expect(paths.sort()).toEqual(["/sandbox/accounts/:id/transactions", "/sandbox/customers/:id"]);
    const [a, b] = reads;
    expect(a!.start < b!.end && b!.start < a!.end, "the two calls overlap").toBe(true);

    // The latest ten, newest first, from the same read as the transfers.
    if (!latest.ok) throw new Error(latest.message);
    expect(latest.data.transactions.map((t) => t.description)).toEqual(
      Array.from({ length: 10 }, (_, i) => `c${12 - i}`),
    );
    expect(transfers).toMatchObject({ ok: true, transfers: [], waiting: false });
  });

  it("is a 404 for another customer's account, whatever the early read found", async () => {
    const other = await newCustomer(sb);
    await expect(loadAccountPage(other, customer.accounts[0]!.account_id)).rejects.toThrow(
      "NEXT_NOT_FOUND",
    );
  });
});
