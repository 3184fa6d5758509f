import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spendControlRules } from "@/lib/cams/__fixtures__/bodies";
import { testBackends } from "@/lib/db/testing";
import { SANDBOX_CARD_BIN } from "../domain/cards/numbers";
import { createSandboxHarness, type SandboxHarness } from "../testing";
import { balanceOf, customerAccount } from "./account-holders";
import { newCard, simulateCard } from "./card-holders";

const purchase = {
  amount: 12.5,
  merchant_category_code: "5411",
  merchant_id: "GROCER-1",
  terminal_id: "T-77",
  terminal_location: "DE",
};

describe.each(testBackends)("card authorizations on %s", (backend) => {
  let sb: SandboxHarness;
  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
  });
  afterAll(() => sb.close());

  /** An active card on a funded EUR account. */
  async function activeCard(funds = 100) {
    const { customerId, accountId } = await customerAccount(sb, { funds });
    const card = await newCard(sb, customerId, { card_type: "Virtual" });
    expect(card.status).toBe("00");
    return {
      cardId: card.card_id as string,
      accountId,
      cardholderId: card.cardholder_id as string,
    };
  }
  const authorize = (cardId: string, body: Record<string, unknown> = {}) =>
    sb.call("POST", `/simulate/cards/${cardId}/authorization`, { body: { ...purchase, ...body } });

  it("approves and posts a purchase, with card_acceptor_id, cardholder_id and response_code 00", async () => {
    const { cardId, accountId, cardholderId } = await activeCard();
    const response = await authorize(cardId, { card_acceptor_id: "ACQ-9" });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      status: "Posted",
      response_code: "00",
      card_id: cardId,
      cardholder_id: cardholderId,
      card_acceptor_id: "ACQ-9",
      amount: 12.5,
    });
    // None of the spec's processing_code_type values is a card purchase: none is answered.
    expect(response.body).not.toHaveProperty("processing_code_type");
    expect(await balanceOf(sb, accountId)).toBe(8750);
    const list = await sb.call("GET", `/cards/${cardId}/transactions`);
    expect(list.body.transactions.map((t: { transaction_id: string }) => t.transaction_id)).toEqual(
      [response.body.transaction_id],
    );
  });

  it("declines on funds with 51, recording the decline without touching the balance", async () => {
    const { cardId, accountId } = await activeCard(10);
    const response = await authorize(cardId);
    expect(response.body).toMatchObject({ status: "Declined", response_code: "51" });
    expect(await balanceOf(sb, accountId)).toBe(1000);
    expect(
      (await sb.call("GET", `/accounts/${accountId}/transactions`)).body.transactions[0].status,
    ).toBe("Declined");
  });

  it.each([
    ["blocked", "05", "05"],
    ["lost", "41", "41"],
    ["closed", "83", "62"],
  ])("declines a %s card with %s", async (_, status, responseCode) => {
    const { cardId } = await activeCard();
    if (status === "05") await sb.call("POST", `/cards/${cardId}/block`);
    else await simulateCard(sb, cardId, { status });
    expect((await authorize(cardId)).body).toMatchObject({
      status: "Declined",
      response_code: responseCode,
    });
  });

  it("declines with 57 what an enabled spend control group of the card's bin does not allow", async () => {
    const { cardId, accountId } = await activeCard();
    const group = await sb.call("POST", "/control/spend", {
      body: {
        ...spendControlRules,
        bin: SANDBOX_CARD_BIN,
        merchant_category_codes: ["5411"],
        terminal_locations: ["DE"],
      },
    });
    expect(group.status).toBe(201);
    expect((await authorize(cardId)).body.response_code).toBe("00");
    const declined = await authorize(cardId, { merchant_category_code: "7995" });
    expect(declined.body).toMatchObject({ status: "Declined", response_code: "57" });
    expect((await authorize(cardId, { terminal_location: "FR" })).body.response_code).toBe("57");
    await sb.call("PATCH", `/control/spend/${group.body.id}`, { body: { is_enabled: false } });
    expect((await authorize(cardId, { merchant_category_code: "7995" })).body.response_code).toBe(
      "00",
    );
    expect(await balanceOf(sb, accountId)).toBe(10000 - 2 * 1250);
  });

  it("declines over a programme spend limit with 61 or 65", async () => {
    const { cardId } = await activeCard();
    await sb.call("PUT", "/simulate/limits", { body: { spend: { daily: { max_count: 1 } } } });
    expect((await authorize(cardId)).body.response_code).toBe("00");
    expect((await authorize(cardId)).body.response_code).toBe("65");
    await sb.call("PUT", "/simulate/limits", { body: { max_transaction_amount: 10 } });
    expect((await authorize(cardId)).body.response_code).toBe("61");
    await sb.call("PUT", "/simulate/limits", { body: {} });
  });

  it("refuses an unknown or unassigned card and a card with no account in the currency", async () => {
    expect((await authorize("00000000-0000-4000-8000-000000000000")).body.code).toBe(4040001);
    const { cardId } = await activeCard();
    expect((await authorize(cardId, { currency: "USD" })).body.code).toBe(4220003);
    await simulateCard(sb, cardId, { unassigned: true });
    expect((await authorize(cardId)).body.code).toBe(4220006);
  });

  describe("the dry run (POST /simulate/cards/{card_id}/authorization/decision)", () => {
    const decide = (cardId: string, body: Record<string, unknown> = {}) =>
      sb.call("POST", `/simulate/cards/${cardId}/authorization/decision`, {
        body: { ...purchase, ...body },
      });
    const transactionsOf = async (accountId: string) =>
      (await sb.call("GET", `/accounts/${accountId}/transactions`)).body.transactions;

    it("answers the spend control group and rule, as the real one decides, and posts nothing", async () => {
      const { cardId, accountId } = await activeCard();
      const group = await sb.call("POST", "/control/spend", {
        body: {
          ...spendControlRules,
          name: "Groceries only",
          bin: SANDBOX_CARD_BIN,
          merchant_category_codes: ["5411"],
        },
      });
      const before = await transactionsOf(accountId);

      const declined = await decide(cardId, { merchant_category_code: "7995" });
      expect(declined.status).toBe(200);
      expect(declined.body).toEqual({
        approved: false,
        response_code: "57",
        declined_by: "spend_control",
        reason: `merchant_category_code_not_allowed (spend control ${group.body.id})`,
        spend_control: {
          id: group.body.id,
          name: "Groceries only",
          rule: "merchant_category_code_not_allowed",
        },
      });
      expect((await decide(cardId)).body).toEqual({
        approved: true,
        response_code: "00",
        declined_by: null,
        reason: null,
        spend_control: null,
      });
      // Nothing was recorded: no transaction, declined or posted, and the balance is whole.
      expect(await transactionsOf(accountId)).toEqual(before);
      expect(await balanceOf(sb, accountId)).toBe(10000);

      // The real authorization then gives the same answer, and records it.
      const real = await authorize(cardId, { merchant_category_code: "7995" });
      expect(real.body).toMatchObject({ status: "Declined", response_code: "57" });
      expect(real.body.description).toBe(`Declined: ${declined.body.reason}`);
      await sb.call("PATCH", `/control/spend/${group.body.id}`, { body: { is_enabled: false } });
    });

    it("counts earlier spending: a limit reached is approved, one cent over is declined", async () => {
      const { cardId, accountId } = await activeCard();
      const group = await sb.call("POST", "/control/spend", {
        body: {
          ...spendControlRules,
          name: "Daily 20",
          bin: SANDBOX_CARD_BIN,
          periodicities: [{ period: "Daily", max_amount: 20 }],
        },
      });
      expect((await authorize(cardId, { amount: 12.5 })).body.response_code).toBe("00");
      expect((await decide(cardId, { amount: 7.5 })).body.approved).toBe(true);
      expect((await decide(cardId, { amount: 7.51 })).body).toMatchObject({
        approved: false,
        spend_control: { rule: "daily_amount_exceeded" },
      });
      expect(await transactionsOf(accountId)).toHaveLength(2); // the funding, the purchase
      await sb.call("PATCH", `/control/spend/${group.body.id}`, { body: { is_enabled: false } });
    });

    it("names the other stages, and refuses what the real one refuses", async () => {
      const { cardId, accountId } = await activeCard(10);
      const before = await transactionsOf(accountId);
      expect((await decide(cardId)).body).toMatchObject({
        approved: false,
        response_code: "51",
        declined_by: "funds",
        spend_control: null,
      });
      await sb.call("POST", `/cards/${cardId}/block`);
      expect((await decide(cardId)).body).toMatchObject({ declined_by: "card_status" });
      expect(await transactionsOf(accountId)).toEqual(before);
      expect((await decide(cardId, { currency: "USD" })).body.code).toBe(4220003);
      expect((await decide(cardId, { merchant_category_code: "79951" })).status).toBe(400);
    });
  });
});
