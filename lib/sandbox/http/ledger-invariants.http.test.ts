import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outgoingCreditTransfer } from "@/lib/cams/__fixtures__/bodies";
import { queryRows } from "@/lib/db";
import { testBackends } from "@/lib/db/testing";
import { createSandboxHarness, type SandboxHarness } from "../testing";
import { customerAccount } from "./account-holders";

// Amounts include refusals on purpose: 0 (invalid), over the balance, and a 1-in-3 chance of
// reusing an end_to_end_id. A currency mismatch comes from the USD account.
const amount = fc.oneof(
  fc.integer({ min: 1, max: 5000 }).map((c) => c / 100),
  fc.constant(0),
  fc.constant(999999),
);
const operation = fc.oneof(
  fc.record({ kind: fc.constant("credit" as const), a: fc.nat(3), amount }),
  fc.record({ kind: fc.constant("debit" as const), a: fc.nat(3), amount }),
  fc.record({ kind: fc.constant("transfer" as const), a: fc.nat(3), b: fc.nat(3), amount }),
  fc.record({
    kind: fc.constant("sct" as const),
    a: fc.nat(3),
    amount,
    e2e: fc.integer({ min: 1, max: 3 }),
  }),
);

describe.each(testBackends)("ledger invariants on %s", (backend) => {
  let sb: SandboxHarness;
  let accountIds: string[];
  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
    accountIds = [
      (await customerAccount(sb, { funds: 100 })).accountId,
      (await customerAccount(sb, { funds: 50 })).accountId,
      (await customerAccount(sb)).accountId,
      (await customerAccount(sb, { currency: "USD" })).accountId,
    ];
  });
  afterAll(() => sb.close());

  const snapshot = async () =>
    JSON.stringify(
      await queryRows(
        sb.handle.db,
        sql`select (select json_agg(json_build_array(id, balance_minor) order by id) from sandbox.accounts) as balances,
                   (select count(*) from sandbox.ledger_entries) as entries,
                   (select count(*) from sandbox.transactions) as transactions`,
      ),
    );

  async function run(op: {
    kind: "credit" | "debit" | "transfer" | "sct";
    a: number;
    b?: number;
    amount: number;
    e2e?: number;
  }) {
    const from = accountIds[op.a]!;
    const body = { amount: op.amount, currency: "EUR" };
    switch (op.kind) {
      case "credit":
      case "debit":
        return sb.call("POST", `/accounts/${from}/${op.kind}`, {
          body: { ...body, transaction_code: "CashLoad" },
        });
      case "transfer":
        return sb.call("POST", `/accounts/${from}/transfer/${accountIds[op.b!]}`, { body });
      case "sct":
        return sb.call("POST", `/accounts/${from}/outgoing-credit-transfer`, {
          body: { ...outgoingCreditTransfer, ...body, end_to_end_id: `INV${op.a}X${op.e2e}` },
        });
    }
  }

  it("keeps every journal balanced, every balance equal to its entries, and refusals without effect", async () => {
    let refused = 0;
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 5, maxLength: 20 }), async (ops) => {
        for (const op of ops) {
          const before = await snapshot();
          const response = await run(op);
          if (response.status >= 400) {
            refused++;
            expect(await snapshot()).toBe(before);
          } else accepted++;
        }
        const unbalanced = await queryRows(
          sb.handle.db,
          sql`select currency, sum(amount_minor) as total from sandbox.ledger_entries group by currency having sum(amount_minor) <> 0`,
        );
        expect(unbalanced).toEqual([]);
        const drifted = await queryRows(
          sb.handle.db,
          sql`select a.id from sandbox.accounts a left join sandbox.ledger_entries e on e.account_id = a.id
              group by a.id, a.balance_minor having a.balance_minor <> coalesce(sum(e.amount_minor), 0)`,
        );
        expect(drifted).toEqual([]);
        const negative = await queryRows(
          sb.handle.db,
          sql`select id from sandbox.accounts where kind <> 'settlement' and balance_minor < 0`,
        );
        expect(negative).toEqual([]);
      }),
      { numRuns: 10 },
    );
    // The generator must really exercise both paths.
    expect(refused).toBeGreaterThan(10);
    expect(accepted).toBeGreaterThan(10);
  });
});
