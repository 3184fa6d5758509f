import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ErrorCode, type KnownErrorCode } from "@/lib/cams";
import { cardItem } from "@/lib/cams/__fixtures__/bodies";
import { testBackends } from "@/lib/db/testing";
import { SandboxError } from "../errors";
import { customers } from "../tables/customers";
import { bulkStatus, createBulkItems, isComplete, registerItemCreator } from "./bulk";
import { createCustomer } from "./customers/create";
import { customerBody, useSandboxDb } from "./testing";

const eur = { currency: "EUR" } as const;

describe.each(testBackends)("bulk creation on %s", (backend) => {
  const sandbox = useSandboxDb(backend);

  /** A fake account creator that writes (the customer's email) and refuses the second item. */
  function registerFakeAccounts() {
    sandbox.afterTest(
      registerItemCreator("accounts", async (ctx, customer, item) => {
        const [row] = await ctx.db
          .update(customers)
          .set({ email: `${item.currency.toLowerCase()}@example.com` })
          .where(eq(customers.id, customer.id))
          .returning();
        if (item.currency === "USD") throw new SandboxError(ErrorCode.MaxAccountsReached);
        return { account_id: `acc-${row!.email}`, currency: item.currency };
      }),
    );
  }

  const createWith = (accounts: { currency: string }[]) =>
    sandbox.request((ctx) => createCustomer(ctx, customerBody({ accounts })));

  it("creates every item with its request_position_index", async () => {
    registerFakeAccounts();
    const { accounts, cards } = await createWith([eur, { currency: "GBP" }]);
    expect(accounts).toEqual({
      created: [
        { account_id: "acc-eur@example.com", currency: "EUR", request_position_index: 0 },
        { account_id: "acc-gbp@example.com", currency: "GBP", request_position_index: 1 },
      ],
      failed: [],
    });
    expect(isComplete(accounts, cards)).toBe(true);
  });

  it("fails only the refused item, and undoes what it wrote", async () => {
    registerFakeAccounts();
    const { customer, accounts, cards } = await createWith([eur, { currency: "USD" }]);
    expect(accounts.created.map((item) => item.request_position_index)).toEqual([0]);
    expect(accounts.failed).toEqual([
      { request_position_index: 1, code: ErrorCode.MaxAccountsReached },
    ]);
    expect(isComplete(accounts, cards)).toBe(false);
    const [stored] = await sandbox.handle.db
      .select()
      .from(customers)
      .where(eq(customers.id, customer.id));
    expect(stored!.email).toBe("eur@example.com");
  });

  it("fails every item of a kind nobody registered with 4030002", async () => {
    const { cards } = await sandbox.request((ctx) =>
      createCustomer(ctx, customerBody({ cards: [cardItem] })),
    );
    expect(cards).toEqual({
      created: [],
      failed: [{ request_position_index: 0, code: ErrorCode.ConfigurationInvalid }],
    });
  });

  it("lets an error that is not a refusal fail the whole request", async () => {
    sandbox.afterTest(
      registerItemCreator("accounts", async () => {
        throw new Error("bug");
      }),
    );
    const { customer } = await createWith([]);
    await expect(
      sandbox.request((ctx) => createBulkItems(ctx, customer, "accounts", [eur])),
    ).rejects.toThrow("bug");
  });

  it("is complete when nothing was asked for", async () => {
    const { accounts, cards } = await createWith([]);
    expect(isComplete(accounts, cards)).toBe(true);
  });
});

describe("bulkStatus", () => {
  const created = { request_position_index: 0 };
  const failed = (index: number, code: KnownErrorCode) => ({
    request_position_index: index,
    code,
  });

  it("is 201 when every item was created, 206 when only some were", () => {
    expect(bulkStatus({ created: [created], failed: [] })).toBe(201);
    expect(
      bulkStatus({ created: [created], failed: [failed(1, ErrorCode.MaxAccountsReached)] }),
    ).toBe(206);
  });

  it("refuses with the first failure's code when none was", () => {
    expect(() =>
      bulkStatus({
        created: [],
        failed: [failed(0, ErrorCode.CustomerOnHold), failed(1, ErrorCode.MaxAccountsReached)],
      }),
    ).toThrow(expect.objectContaining({ code: ErrorCode.CustomerOnHold }));
  });
});
