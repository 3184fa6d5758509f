import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ErrorCode } from "@/lib/cams";
import { testBackends } from "@/lib/db/testing";
import { accounts, transactions } from "../../tables/ledger";
import { setProgrammeSettings } from "../../tables/programme";
import { openAccount } from "../accounts/open";
import { createCustomer } from "../customers/create";
import { kycBody, refusal, useSandboxDb } from "../testing";
import { settlementAccountId, settlementShardOf } from "./journal";
import { lockAccounts } from "./locks";
import { bookLegs } from "./movement";
import { transferBalance } from "./transfer";

// The two SQL functions of drizzle/0057 against what the TypeScript around them expects: every
// detail a leg carries reaches its row (the function lists the columns), rows come back as
// drizzle reads them, and the locks answer in the order asked, with the limits of that moment.
describe.each(testBackends)("a posting in one call on %s", (backend) => {
  const sandbox = useSandboxDb(backend);

  const openedAccount = async (passport: string) =>
    sandbox.request(async (ctx) => {
      const { customer } = await createCustomer(ctx, kycBody(passport));
      return openAccount(ctx, { kind: "customer", customerId: customer.id }, { currency: "EUR" });
    });

  const details = { processingCodeType: "AccountLoad", description: "Top-up" } as const;

  it("records every detail of a leg, and answers the row as a read of the table does", async () => {
    const account = await openedAccount("JOURNAL01");
    const every = {
      processingCodeType: "SepaOutgoingPayment",
      transactionCode: "10",
      description: "Rent, November",
      endToEndId: "E2E-JOURNAL-01",
      paymentStatus: "ACCP",
      postingResponseCode: "POSTED",
      cardId: "0b8f5a52-2c52-4a52-9c52-2c522c522c52",
      cardholderId: "CH-01",
      cardAcceptorId: "ACCEPTOR-01",
      counterparty: { name: "Landlord GmbH", iban: "DE89370400440532013000" },
    } as const;
    const [credited] = await sandbox.request(async (ctx) => {
      const { accounts: locked } = await lockAccounts(ctx, [account.id], ["customer"]);
      return bookLegs(ctx, [
        { account: locked[0]!, direction: "credit", amountMinor: 12_345, details: every },
      ]);
    });
    const [stored] = await sandbox.handle.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, credited!.id));
    expect(credited).toEqual(stored);
    expect(stored).toMatchObject({
      ...every,
      accountId: account.id,
      direction: "credit",
      amountMinor: 12_345,
      currency: "EUR",
      status: "Posted",
      responseCode: "00",
      balanceAfterMinor: 12_345,
      reasonCode: null,
    });
    expect(stored!.createdAt).toBeInstanceOf(Date);
  });

  it("locks accounts in the order asked, with the programme's limits of the moment", async () => {
    const first = await openedAccount("JOURNAL02");
    const second = await openedAccount("JOURNAL03");
    const limits = { max_transaction_amount: 500 };
    await setProgrammeSettings(sandbox.handle.db, { limits });
    try {
      const locked = await sandbox.request((ctx) =>
        lockAccounts(ctx, [second.id, first.id], ["customer"]),
      );
      expect(locked.accounts.map((a) => a.id)).toEqual([second.id, first.id]);
      expect(locked.limits).toEqual(limits);
      const [stored] = await sandbox.handle.db
        .select()
        .from(accounts)
        .where(eq(accounts.id, second.id));
      expect(locked.accounts[0]).toEqual(stored);
    } finally {
      await setProgrammeSettings(sandbox.handle.db, { limits: null });
    }
  });

  it("refuses a posting that would take a settlement shard past what can be counted exactly", async () => {
    const account = await openedAccount("JOURNAL05");
    const credit = (amountMinor: number) =>
      sandbox.request(async (ctx) => {
        const { accounts: locked } = await lockAccounts(ctx, [account.id], ["customer"]);
        return bookLegs(ctx, [{ account: locked[0]!, direction: "credit", amountMinor, details }]);
      });
    await credit(1);
    const shard = settlementAccountId("EUR", settlementShardOf(account.id));
    // The shard pays out every credit: 10 minor units short of -(2^53 - 1).
    await sandbox.handle.db
      .update(accounts)
      .set({ balanceMinor: -(Number.MAX_SAFE_INTEGER - 10) })
      .where(eq(accounts.id, shard));
    await credit(10);
    expect((await refusal(credit(11))).code).toBe(ErrorCode.BalanceLimitExceeded);
    const [after] = await sandbox.handle.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, account.id));
    expect(after).toMatchObject({ balanceMinor: 11, transactionCount: 2 });
  });

  it("takes an account's id in capitals too, and refuses a transfer to itself in other letters", async () => {
    const account = await openedAccount("JOURNAL06");
    const locked = await sandbox.request((ctx) =>
      lockAccounts(ctx, [account.id.toUpperCase()], ["customer"]),
    );
    expect(locked.accounts.map((a) => a.id)).toEqual([account.id]);
    const body = { amount: 1, currency: "EUR", description: "To myself" } as const;
    const error = await refusal(
      sandbox.request((ctx) => transferBalance(ctx, account.id, account.id.toUpperCase(), body)),
    );
    expect(error.code).toBe(ErrorCode.GivenDataInvalid);
  });

  it("refuses an account of another kind as not found, before any lock", async () => {
    const account = await openedAccount("JOURNAL04");
    const error = await refusal(
      sandbox.request((ctx) => lockAccounts(ctx, [account.id], ["corporate"])),
    );
    expect(error.code).toBe(ErrorCode.DataNotFound);
  });
});
