import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outgoingCreditTransfer } from "@/lib/cams/__fixtures__/bodies";
import { testBackends } from "@/lib/db/testing";
import { createSandboxHarness, type SandboxHarness } from "../testing";
import { balanceOf, customerAccount, newAccount, newCorporate } from "./account-holders";

describe.each(testBackends)("money movements over HTTP on %s", (backend) => {
  let sb: SandboxHarness;
  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
  });
  afterAll(() => sb.close());

  const credit = (id: string, body: Record<string, unknown>) =>
    sb.call("POST", `/accounts/${id}/credit`, {
      body: { currency: "EUR", transaction_code: "AccountLoad", ...body },
    });
  const debit = (id: string, body: Record<string, unknown>) =>
    sb.call("POST", `/accounts/${id}/debit`, {
      body: { currency: "EUR", transaction_code: "AccountLoad", ...body },
    });

  describe("credit and debit", () => {
    it("matches transaction_code case-insensitively and answers it canonically, with its processing_code_type", async () => {
      const { accountId } = await customerAccount(sb);
      const response = await credit(accountId, {
        amount: 12.34,
        transaction_code: "sepaincomingpayment",
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        amount: 12.34,
        direction: "credit",
        transaction_code: "SepaIncomingPayment",
        processing_code_type: "SepaIncomingPayment",
        response_code: "00",
        balance: 12.34,
      });
      expect(await balanceOf(sb, accountId)).toBe(1234);
    });

    it("requires transaction_code and refuses fee_amount", async () => {
      const { accountId } = await customerAccount(sb);
      const missing = await credit(accountId, { amount: 1, transaction_code: undefined });
      expect(missing.body.errors.transaction_code).toBeDefined();
      const fee = await credit(accountId, { amount: 1, fee_amount: 0.5 });
      expect(fee.body.errors.fee_amount[0]).toMatch(/removed/);
      expect(await balanceOf(sb, accountId)).toBe(0);
    });

    it("refuses a debit beyond the balance with 4225064 and leaves the balance alone", async () => {
      const { accountId } = await customerAccount(sb, { funds: 10 });
      expect((await debit(accountId, { amount: 10.01 })).body.code).toBe(4225064);
      expect(await balanceOf(sb, accountId)).toBe(1000);
      expect((await debit(accountId, { amount: 10 })).body.balance).toBe(0);
    });

    it("moves money only in the account's currency", async () => {
      const { accountId } = await customerAccount(sb, { currency: "USD" });
      const response = await credit(accountId, { amount: 5 });
      expect(response.body.code).toBe(4220001);
      expect(response.body.errors.currency).toBeDefined();
    });

    it("refuses accounts of customers on hold and unknown accounts", async () => {
      expect((await credit("00000000-0000-4000-8000-000000000000", { amount: 1 })).body.code).toBe(
        4040001,
      );
      const { accountId, customerId } = await customerAccount(sb);
      await sb.call("PATCH", `/customers/${customerId}`, { body: { first_name: "Held" } });
      // The AML hold only comes from creation here; simulate it on the row.
      const { customers } = await import("../tables/customers");
      const { eq } = await import("drizzle-orm");
      await sb.handle.db
        .update(customers)
        .set({ status: "OnHold" })
        .where(eq(customers.id, customerId));
      expect((await credit(accountId, { amount: 1 })).body.code).toBe(4224005);
    });
  });

  describe("transfers", () => {
    it("moves money between two customer accounts and answers both transaction ids", async () => {
      const from = await customerAccount(sb, { funds: 50 });
      const to = await customerAccount(sb);
      const response = await sb.call(
        "POST",
        `/accounts/${from.accountId}/transfer/${to.accountId}`,
        { body: { amount: 20, currency: "EUR" } },
      );
      expect(response.status).toBe(201);
      expect(Object.keys(response.body).sort()).toEqual([
        "credit_transaction_id",
        "debit_transaction_id",
      ]);
      expect([await balanceOf(sb, from.accountId), await balanceOf(sb, to.accountId)]).toEqual([
        3000, 2000,
      ]);
      // Each leg names the other account by its holder and IBAN, never by the internal id alone.
      const leg = (accountId: string, id: string) =>
        sb.call("GET", `/accounts/${accountId}/transactions/${id}`);
      const debitLeg = await leg(from.accountId, response.body.debit_transaction_id);
      const creditLeg = await leg(to.accountId, response.body.credit_transaction_id);
      for (const [details, other] of [
        [debitLeg.body, to],
        [creditLeg.body, from],
      ] as const) {
        expect(details.counterparty).toEqual({
          name: expect.stringMatching(/\S+ \S+/),
          account_id: other.accountId,
        });
        expect(details.description).not.toContain(other.accountId);
      }
    });

    it("refuses insufficient funds, a transfer to itself and a currency mismatch, moving nothing", async () => {
      const from = await customerAccount(sb, { funds: 5 });
      const to = await customerAccount(sb);
      const usd = await customerAccount(sb, { currency: "USD" });
      const transfer = (target: string, amount: number) =>
        sb.call("POST", `/accounts/${from.accountId}/transfer/${target}`, {
          body: { amount, currency: "EUR" },
        });
      expect((await transfer(to.accountId, 6)).body.code).toBe(4225064);
      expect((await transfer(from.accountId, 1)).body.code).toBe(4220001);
      expect((await transfer(usd.accountId, 1)).body.code).toBe(4220001);
      expect([await balanceOf(sb, from.accountId), await balanceOf(sb, to.accountId)]).toEqual([
        500, 0,
      ]);
    });
  });

  describe("outgoing SEPA credit transfers", () => {
    it("debits at once, with SepaOutgoingPayment and payment_status ACCP", async () => {
      const { accountId } = await customerAccount(sb, { funds: 100 });
      const response = await sb.call("POST", `/accounts/${accountId}/outgoing-credit-transfer`, {
        body: outgoingCreditTransfer,
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        processing_code_type: "SepaOutgoingPayment",
        payment_status: "ACCP",
        end_to_end_id: "E2E123",
        amount: 10.5,
      });
      expect(await balanceOf(sb, accountId)).toBe(8950);
    });

    it("refuses a reused end_to_end_id on the same account with 409 / 4090002, but not on another", async () => {
      const a = await customerAccount(sb, { funds: 100 });
      const b = await customerAccount(sb, { funds: 100 });
      const send = (id: string) =>
        sb.call("POST", `/accounts/${id}/outgoing-credit-transfer`, {
          body: outgoingCreditTransfer,
        });
      expect((await send(a.accountId)).status).toBe(201);
      const again = await send(a.accountId);
      expect([again.status, again.body.code]).toEqual([409, 4090002]);
      expect((await send(b.accountId)).status).toBe(201);
      expect(await balanceOf(sb, a.accountId)).toBe(8950);
    });

    it("requires the structured creditor address and bank_country, and the end_to_end_id pattern", async () => {
      const { accountId } = await customerAccount(sb, { funds: 100 });
      const { creditor } = outgoingCreditTransfer;
      const response = await sb.call("POST", `/accounts/${accountId}/outgoing-credit-transfer`, {
        body: {
          ...outgoingCreditTransfer,
          end_to_end_id: "X".repeat(19),
          creditor: {
            ...creditor,
            bank_country: undefined,
            address: { ...creditor.address, city: undefined, line_1: "old" },
          },
        },
      });
      expect(response.body.code).toBe(4000001);
      expect(Object.keys(response.body.errors)).toEqual(
        expect.arrayContaining([
          "end_to_end_id",
          "creditor.bank_country",
          "creditor.address.city",
          "creditor.address.line_1",
        ]),
      );
      expect(await balanceOf(sb, accountId)).toBe(10000);
    });
  });

  it("credits and debits a corporate's account on the same paths, and pays out of it by SCT", async () => {
    const corporateId = await newCorporate(sb);
    const accountId = await newAccount(sb, `/corporates/${corporateId}`);
    const credited = await credit(accountId, { amount: 50 });
    expect(credited.status).toBe(201);
    expect((await debit(accountId, { amount: 50.01 })).body.code).toBe(4225064);
    expect((await debit(accountId, { amount: 10 })).status).toBe(201);
    const paid = await sb.call(
      "POST",
      `/corporates/accounts/${accountId}/outgoing-credit-transfer`,
      { body: { ...outgoingCreditTransfer, amount: 15 } },
    );
    expect(paid.status).toBe(201);
    expect(await balanceOf(sb, accountId)).toBe(2500);
    const listed = await sb.call("GET", `/corporate/accounts/${accountId}/transactions`);
    expect(listed.body.transactions).toHaveLength(3);
  });

  it("keeps customer and corporate account paths apart", async () => {
    const { accountId } = await customerAccount(sb, { funds: 100 });
    const wrongPath = await sb.call(
      "POST",
      `/corporates/accounts/${accountId}/outgoing-credit-transfer`,
      { body: outgoingCreditTransfer },
    );
    expect(wrongPath.body.code).toBe(4040001);
  });

  it("receives an incoming SEPA payment through the simulation", async () => {
    const { accountId } = await customerAccount(sb);
    const response = await sb.call("POST", `/simulate/accounts/${accountId}/incoming-payment`, {
      body: { amount: 7.5, debtor_name: "Max Mustermann", debtor_iban: "DE89370400440532013000" },
    });
    expect(response.body).toMatchObject({
      processing_code_type: "SepaIncomingPayment",
      payment_status: "ACSC",
      amount: 7.5,
    });
    expect(await balanceOf(sb, accountId)).toBe(750);
  });
});
