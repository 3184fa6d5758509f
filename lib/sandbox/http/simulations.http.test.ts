import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookEvent } from "@/lib/cams";
import { outgoingCreditTransfer } from "@/lib/cams/__fixtures__/bodies";
import { testBackends } from "@/lib/db/testing";
import { webhookOutbox } from "../tables/webhooks";
import { createSandboxHarness, type SandboxHarness } from "../testing";
import { balanceOf, customerAccount, newAccount, newCorporate } from "./account-holders";

describe.each(testBackends)("simulations and their webhooks on %s", (backend) => {
  let sb: SandboxHarness;
  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
  });
  afterAll(() => sb.close());

  /** Every queued webhook so far, each checked against the interface's own webhook schema. */
  async function webhooks() {
    const rows = await sb.handle.db
      .select()
      .from(webhookOutbox)
      .orderBy(asc(webhookOutbox.createdAt));
    return rows.map(
      (row) => webhookEvent.parse(row.body) as { type: string; data: Record<string, unknown> },
    );
  }
  const eventsFor = async (transactionId: string) =>
    (await webhooks()).filter((e) => e.data.transaction_id === transactionId).map((e) => e.data);

  async function sendTransfer(path: string, e2e: string) {
    const response = await sb.call("POST", `${path}/outgoing-credit-transfer`, {
      body: { ...outgoingCreditTransfer, end_to_end_id: e2e },
    });
    expect(response.status).toBe(201);
    return response.body.transaction_id as string;
  }
  const settle = (id: string, body: Record<string, unknown>) =>
    sb.call("POST", `/simulate/outgoing-credit-transfers/${id}`, { body });

  it("announces an outgoing transfer as accepted, then settled", async () => {
    const { accountId } = await customerAccount(sb, { funds: 100 });
    const id = await sendTransfer(`/accounts/${accountId}`, "SETTLE1");
    const settled = await settle(id, { payment_status: "ACSC" });
    expect(settled.body.payment_status).toBe("ACSC");
    expect(await eventsFor(id)).toEqual([
      expect.objectContaining({
        payment_status: "ACCP",
        scheme: "SEPA",
        transaction_type: "CreditTransfer",
        inward_outward: "Outward",
        end_to_end_id: "SETTLE1",
      }),
      expect.objectContaining({ payment_status: "ACSC", amount: 10.5 }),
    ]);
    expect(await balanceOf(sb, accountId)).toBe(8950);
    expect((await settle(id, { payment_status: "RJCT", reason_code: "AC04" })).body.code).toBe(
      4030003,
    );
  });

  it("reverses a rejected transfer in the ledger, with the reason", async () => {
    const { accountId } = await customerAccount(sb, { funds: 100 });
    const id = await sendTransfer(`/accounts/${accountId}`, "REJECT1");
    expect((await settle(id, { payment_status: "RJCT" })).body.errors.reason_code).toBeDefined();
    const rejected = await settle(id, { payment_status: "RJCT", reason_code: "AC04" });
    expect(rejected.body).toMatchObject({ payment_status: "RJCT" });
    expect(await balanceOf(sb, accountId)).toBe(10000);
    const list = (await sb.call("GET", `/accounts/${accountId}/transactions`)).body.transactions;
    expect(list[0]).toMatchObject({
      direction: "credit",
      amount: 10.5,
      processing_code_type: "SepaOutgoingPayment",
    });
    const details = await sb.call(
      "GET",
      `/accounts/${accountId}/transactions/${list[0].transaction_id}`,
    );
    expect(details.body.posting_response_code).toBe("REVERSAL");
    expect(await eventsFor(id)).toEqual([
      expect.objectContaining({ payment_status: "ACCP" }),
      expect.objectContaining({ payment_status: "RJCT", reason_code: "AC04" }),
    ]);
  });

  it("marks a corporate reversal as SepaOutgoingPaymentAdjustment", async () => {
    const corporateId = await newCorporate(sb);
    const accountId = await newAccount(sb, `/corporates/${corporateId}`);
    await sb.call("POST", `/simulate/accounts/${accountId}/incoming-payment`, {
      body: { amount: 50, debtor_name: "Client GmbH", debtor_iban: "DE89370400440532013000" },
    });
    const id = await sendTransfer(`/corporates/accounts/${accountId}`, "CORPREJ1");
    await settle(id, { payment_status: "RJCT", reason_code: "AM04" });
    const list = (await sb.call("GET", `/corporate/accounts/${accountId}/transactions`)).body
      .transactions;
    expect(list.map((t: { processing_code_type: string }) => t.processing_code_type)).toEqual([
      "SepaOutgoingPaymentAdjustment",
      "SepaOutgoingPayment",
      "SepaIncomingPayment",
    ]);
    const incoming = (await webhooks()).find(
      (e) => e.data.account_id === accountId && e.data.inward_outward === "Inward",
    );
    expect(incoming?.data).toMatchObject({ payment_status: "ACSC", scheme: "SEPA", amount: 50 });
  });

  it("collects a SEPA direct debit, or returns it when the account cannot pay", async () => {
    const { accountId } = await customerAccount(sb, { funds: 20 });
    const body = {
      amount: 15,
      creditor_name: "Power Co",
      creditor_iban: "DE89370400440532013000",
      mandate_id: "MNDT-1",
    };
    const settled = await sb.call("POST", `/simulate/accounts/${accountId}/direct-debit`, { body });
    expect(settled.body).toMatchObject({
      processing_code_type: "SepaDirectDebit",
      payment_status: "ACSC",
      status: "Posted",
    });
    const returned = await sb.call("POST", `/simulate/accounts/${accountId}/direct-debit`, {
      body,
    });
    expect(returned.body).toMatchObject({
      payment_status: "RJCT",
      status: "Declined",
      response_code: "51",
    });
    expect(await balanceOf(sb, accountId)).toBe(500);
    const [first, second] = [
      await eventsFor(settled.body.transaction_id),
      await eventsFor(returned.body.transaction_id),
    ];
    expect(first).toEqual([
      expect.objectContaining({
        scheme: "SEPADirectDebit",
        transaction_type: "DirectDebit",
        inward_outward: null,
        settlement_date_time: expect.any(String),
      }),
    ]);
    expect(second).toEqual([
      expect.objectContaining({ payment_status: "RJCT", reason_code: "AM04" }),
    ]);
  });

  it("answers 404 for a transaction that is not an outgoing transfer", async () => {
    const { accountId } = await customerAccount(sb, { funds: 5 });
    const credit = (await sb.call("GET", `/accounts/${accountId}/transactions`)).body
      .transactions[0];
    expect((await settle(credit.transaction_id, { payment_status: "ACSC" })).body.code).toBe(
      4040001,
    );
  });

  it("holds, releases and rejects a customer by AML simulation", async () => {
    const { customerId, accountId } = await customerAccount(sb, { funds: 5 });
    const aml = (status: string) =>
      sb.call("POST", `/simulate/customers/${customerId}/aml`, { body: { status } });
    expect((await aml("OnHold")).body.status).toBe("OnHold");
    expect(
      (await sb.call("PATCH", `/customers/${customerId}`, { body: { first_name: "Held" } })).body
        .code,
    ).toBe(4224005);
    expect(
      (
        await sb.call("POST", `/accounts/${accountId}/debit`, {
          body: { amount: 1, transaction_code: "AccountLoad" },
        })
      ).body.code,
    ).toBe(4224005);
    expect((await aml("Active")).body.status).toBe("Active");
    expect(
      (await sb.call("PATCH", `/customers/${customerId}`, { body: { first_name: "Freed" } }))
        .status,
    ).toBe(200);
    expect((await aml("Rejected")).body.status).toBe("Rejected");
    expect((await aml("Closed")).body.code).toBe(4000001);
  });

  it("emits user verification events, DocumentExpired and rejections with their reasons", async () => {
    const { customerId } = await customerAccount(sb);
    const expired = await sb.call("POST", `/simulate/customers/${customerId}/verification`, {
      body: { status: "DocumentExpired" },
    });
    expect(expired.status).toBe(202);
    expect(expired.body).toMatchObject({
      type: "user.verification.status",
      data: { customer_id: customerId, status: "DocumentExpired" },
    });
    const rejected = await sb.call("POST", `/simulate/customers/${customerId}/verification`, {
      body: {
        status: "Rejected",
        reject_reason: ["BadRequest|document blurry", "FailedDependency|registry unavailable"],
      },
    });
    const queued = (await webhooks()).filter(
      (e) => e.type === "user.verification.status" && e.data.customer_id === customerId,
    );
    expect(queued.map((e) => e.data.status)).toEqual(["DocumentExpired", "Rejected"]);
    expect(queued[1]!.data.reject_reason).toEqual(rejected.body.data.reject_reason);
    expect(
      (
        await sb.call(
          "POST",
          "/simulate/customers/00000000-0000-4000-8000-000000000000/verification",
          { body: { status: "DocumentExpired" } },
        )
      ).body.code,
    ).toBe(4040001);
  });
});
