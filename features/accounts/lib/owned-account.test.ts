import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditAccount } from "@/features/accounts/actions/credit-account";
import { simulateOutgoingCreditTransfer } from "@/features/accounts/actions/simulate-outgoing-credit-transfer";
import { transferBalance } from "@/features/accounts/actions/transfer-balance";
import { outgoingCreditTransfer } from "@/lib/cams/__fixtures__/bodies";
import { type CamsClient, CamsError, createCamsClient } from "@/lib/cams/client";
import { ActionRefusal } from "@/lib/console/actions/define-action";
import { installConsole, signInAs, usersByRole } from "@/lib/console/actions/testing";
import {
  createSandboxHarness,
  type SandboxHarness,
  sandboxClientConfig,
} from "@/lib/sandbox/testing";
import { checkMovement } from "./money-movements";
import { outgoingTransferOf, ownedAccount } from "./owned-account";

// The real sandbox, in process: the console's client reaches it through the app's own fetch.
let sb: SandboxHarness;
let uninstall: () => void;
let mine: { customer: string; account: string; transfer: string; load: string };
let theirs: { customer: string; account: string; transfer: string };

const provider = () =>
  createCamsClient({
    ...sandboxClientConfig("http://sandbox.test/sandbox"),
    fetch: async (input, init) => sb.app.request(String(input), init),
  });

async function customerWithTransfer() {
  const created = await sb.call("POST", "/customers", {
    body: {
      first_name: "Jane",
      last_name: "Doe",
      kyc_level: "Anonymous",
      nationality: "DE",
      accounts: [{ currency: "EUR" }],
    },
  });
  const customer = created.body.customer_id as string;
  const account = created.body.accounts[0].account_id as string;
  const load = await sb.call("POST", `/accounts/${account}/credit`, {
    body: { amount: 50, currency: "EUR", transaction_code: "AccountLoad" },
  });
  const transfer = await sb.call("POST", `/accounts/${account}/outgoing-credit-transfer`, {
    body: { ...outgoingCreditTransfer, currency: "EUR" },
  });
  expect(transfer.status).toBe(201);
  return {
    customer,
    account,
    transfer: transfer.body.transaction_id as string,
    load: load.body.transaction_id as string,
  };
}

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "accepted",
    (error: unknown) => (error instanceof ActionRefusal ? error.code : error),
  );

const paymentStatus = async (account: string, transaction: string) =>
  (await sb.call("GET", `/accounts/${account}/transactions/${transaction}`)).body.payment_status;

beforeAll(async () => {
  sb = await createSandboxHarness("pglite");
  uninstall = installConsole(sb.handle, provider());
  signInAs((await usersByRole(sb.handle)).manager);
  mine = await customerWithTransfer();
  theirs = await customerWithTransfer();
});
afterAll(async () => {
  uninstall();
  await sb.close();
});

describe("ownedAccount", () => {
  it("answers the customer's own account and refuses another customer's", async () => {
    expect(await ownedAccount({ kind: "customer", id: mine.customer }, mine.account)).toMatchObject(
      {
        account_id: mine.account,
        balance: 39.5,
      },
    );
    expect(
      await refusalOf(ownedAccount({ kind: "customer", id: mine.customer }, theirs.account)),
    ).toBe("NOT_THE_CUSTOMERS_ACCOUNT");
  });
});

describe("outgoingTransferOf", () => {
  it("answers the account's outgoing transfer", async () => {
    expect(await outgoingTransferOf(mine.account, mine.transfer)).toMatchObject({
      transaction_id: mine.transfer,
      payment_status: "ACCP",
    });
  });

  it("refuses another account's transfer, and a transaction that is not an outgoing transfer", async () => {
    expect(await refusalOf(outgoingTransferOf(mine.account, theirs.transfer))).toBe(
      "NOT_THE_ACCOUNTS_TRANSFER",
    );
    expect(await refusalOf(outgoingTransferOf(mine.account, mine.load))).toBe(
      "NOT_THE_ACCOUNTS_TRANSFER",
    );
    const coded = await sb.call("POST", `/accounts/${mine.account}/debit`, {
      body: { amount: 1, currency: "EUR", transaction_code: "SepaOutgoingPayment" },
    });
    expect(await refusalOf(outgoingTransferOf(mine.account, coded.body.transaction_id))).toBe(
      "NOT_THE_ACCOUNTS_TRANSFER",
    );
  });
});

describe("the money actions, as a manager", () => {
  const balance = async ({ customer, account }: { customer: string; account: string }) => {
    const { body } = await sb.call("GET", `/customers/${customer}`);
    const { balance } = body.accounts.find((a: { account_id: string }) => a.account_id === account);
    expect(balance).toEqual(expect.any(Number));
    return balance;
  };

  it("move no money on an account the customer does not hold", async () => {
    const before = await balance(theirs);
    const credit = { amount: 5, currency: "EUR", transaction_code: "AccountLoad" } as const;
    expect(
      await creditAccount({
        owner: { kind: "customer", id: mine.customer },
        account_id: theirs.account,
        ...credit,
        idempotency_key: randomUUID(),
      }),
    ).toMatchObject({ ok: false, code: "NOT_THE_CUSTOMERS_ACCOUNT" });
    expect(
      await transferBalance({
        idempotency_key: randomUUID(),
        customer_id: mine.customer,
        account_id: mine.account,
        creditor_account_id: theirs.account,
        amount: 1,
        currency: "EUR",
      }),
    ).toMatchObject({ ok: false, code: "NOT_THE_CUSTOMERS_ACCOUNT" });
    expect(await balance(theirs)).toBe(before);
    // The same credit on the customer's own account goes through: the refusal was the account.
    expect(
      await creditAccount({
        owner: { kind: "customer", id: mine.customer },
        account_id: mine.account,
        ...credit,
        idempotency_key: randomUUID(),
      }),
    ).toMatchObject({ ok: true });
  });

  it("settle only the account's own outgoing transfer", async () => {
    const settle = (transaction_id: string) =>
      simulateOutgoingCreditTransfer({
        customer_id: mine.customer,
        account_id: mine.account,
        transaction_id,
        payment_status: "ACSC",
      });
    const refused = { ok: false, code: "NOT_THE_ACCOUNTS_TRANSFER" };
    expect(await settle(theirs.transfer)).toMatchObject(refused);
    expect(await settle(mine.load)).toMatchObject(refused);
    expect(await paymentStatus(theirs.account, theirs.transfer)).toBe("ACCP");
    expect(await settle(mine.transfer)).toMatchObject({
      ok: true,
      data: { payment_status: "ACSC" },
    });
    expect(await paymentStatus(mine.account, mine.transfer)).toBe("ACSC");
  });

  it("report a movement the provider accepted as done, even when the balance cannot be read back", async () => {
    const real = provider();
    let moved = false;
    const afterReadsFail: CamsClient = {
      call: (async (id: Parameters<CamsClient["call"]>[0], input?: object) => {
        if (moved && id === "getCustomer") throw new CamsError({ code: 5030001, httpStatus: 503 });
        const answer = await real.call(id, input);
        if (id === "creditAccount") moved = true;
        return answer;
      }) as CamsClient["call"],
    };
    const before = await balance(mine);
    uninstall();
    uninstall = installConsole(sb.handle, afterReadsFail);
    try {
      const credit = { amount: 5, currency: "EUR", transaction_code: "AccountLoad" } as const;
      expect(
        await creditAccount({
          owner: { kind: "customer", id: mine.customer },
          account_id: mine.account,
          ...credit,
          idempotency_key: randomUUID(),
        }),
      ).toMatchObject({ ok: true, data: { transaction_id: expect.any(String), balance: null } });
    } finally {
      uninstall();
      uninstall = installConsole(sb.handle, provider());
    }
    expect(await balance(mine)).toBe(before + 5);
  });

  it("transfer in three provider calls: one read of both accounts, the transfer, one read back", async () => {
    const real = provider();
    const calls: string[] = [];
    const counting: CamsClient = {
      call: ((id: Parameters<CamsClient["call"]>[0], input?: object) => {
        calls.push(id);
        return real.call(id, input);
      }) as CamsClient["call"],
    };
    const second = await sb.call("POST", `/customers/${mine.customer}/accounts`, {
      body: [{ currency: "EUR" }],
    });
    uninstall();
    uninstall = installConsole(sb.handle, counting);
    try {
      const result = await transferBalance({
        idempotency_key: randomUUID(),
        customer_id: mine.customer,
        account_id: mine.account,
        creditor_account_id: second.body.accounts[0].account_id,
        amount: 1,
        currency: "EUR",
      });
      expect(result).toMatchObject({ ok: true, data: { debtor: { balance: expect.any(Number) } } });
    } finally {
      uninstall();
      uninstall = installConsole(sb.handle, provider());
    }
    expect(calls).toEqual(["getCustomer", "transferBalance", "getCustomer"]);
  });

  describe("exactly once", () => {
    /** The real provider behind a client that counts credits, and can cut a credit's answer. */
    function providerThat(options: { cutAnswer?: boolean } = {}) {
      const real = provider();
      const sent = { credits: 0 };
      const client: CamsClient = {
        call: (async (id: Parameters<CamsClient["call"]>[0], input?: object) => {
          const answer = await real.call(id, input);
          if (id === "creditAccount") {
            sent.credits++;
            // The provider made the credit; its answer never reached the console.
            if (options.cutAnswer) throw new TypeError("fetch failed: other side closed");
          }
          return answer;
        }) as CamsClient["call"],
      };
      return { client, sent };
    }
    const withProvider = async (client: CamsClient, run: () => Promise<void>) => {
      uninstall();
      uninstall = installConsole(sb.handle, client);
      try {
        await run();
      } finally {
        uninstall();
        uninstall = installConsole(sb.handle, provider());
      }
    };
    const credit = (idempotency_key: string) =>
      creditAccount({
        owner: { kind: "customer", id: mine.customer },
        account_id: mine.account,
        amount: 2,
        currency: "EUR",
        transaction_code: "AccountLoad",
        description: `once ${idempotency_key.slice(0, 8)}`,
        idempotency_key,
      });

    it("sends a double click once, and answers both with the one transaction", async () => {
      const { client, sent } = providerThat();
      const key = randomUUID();
      const before = await balance(mine);
      await withProvider(client, async () => {
        const [first, second] = await Promise.all([credit(key), credit(key)]);
        const done = [first, second].filter((r) => r.ok);
        expect(done.length).toBeGreaterThanOrEqual(1);
        // The second either replays the first's answer or hears that it is being checked.
        for (const result of [first, second]) {
          if (!result.ok) expect(result.code).toBe("MOVEMENT_IN_DOUBT");
        }
        const again = await credit(key);
        expect(again).toMatchObject({ ok: true });
        // No policy is set here: nothing waits for approval, every success carries data.
        expect(again.ok && again.data?.transaction_id).toBe(
          done[0]!.ok && done[0]!.data?.transaction_id,
        );
      });
      expect(sent.credits).toBe(1);
      expect(await balance(mine)).toBe(before + 2);
    });

    it("after a cut connection, shows the movement as being checked, and a retry moves no money again", async () => {
      const { client, sent } = providerThat({ cutAnswer: true });
      const key = randomUUID();
      // The check matches the provider's created_date against the console's clock.
      sb.advance(Date.now() - sb.now().getTime());
      sb.forgetToken();
      const before = await balance(mine);
      await withProvider(client, async () => {
        expect(await credit(key)).toMatchObject({ ok: false, code: "MOVEMENT_IN_DOUBT" });
        expect(await credit(key)).toMatchObject({ ok: false, code: "MOVEMENT_IN_DOUBT" });
      });
      expect(sent.credits).toBe(1);
      expect(await balance(mine)).toBe(before + 2);
      // Re-reading the provider finds the credit it made.
      const later = new Date(Date.now() + 20_000);
      const check = await checkMovement(sb.handle.db, key, later);
      expect(check).toMatchObject({ status: "done", transactionId: expect.any(String) });
      expect(await credit(key)).toMatchObject({
        ok: true,
        data: { transaction_id: check.status === "done" ? check.transactionId : "" },
      });
    });
  });
});
