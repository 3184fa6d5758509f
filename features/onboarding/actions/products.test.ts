import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { anonymousCustomer, cardItem } from "@/lib/cams/__fixtures__/bodies";
import { createCamsClient } from "@/lib/cams/client";
import { installConsole, signInAs, usersByRole } from "@/lib/console/actions/testing";
import { pendingProducts } from "@/lib/db/schema";
import {
  createSandboxHarness,
  type SandboxHarness,
  sandboxClientConfig,
} from "@/lib/sandbox/testing";
import { NO_REASON_GIVEN, NOT_CREATED_AGAIN, pendingProductsOf } from "../lib/pending-products";
import { createAccounts } from "./create-accounts";
import { createCards } from "./create-cards";
import { createCustomer } from "./create-customer";
import { discardPendingAccount } from "./discard-pending-account";
import { discardPendingCard } from "./discard-pending-card";
import { retryPendingAccounts } from "./retry-pending-accounts";
import { retryPendingCards } from "./retry-pending-cards";

// The items the provider does not create are kept by the console, for a later retry from the
// customer's page; the actions keep that record in step with the provider's answers.
let sb: SandboxHarness;
let uninstall: () => void;
let users: Awaited<ReturnType<typeof usersByRole>>;
const limits = (body: object) => sb.call("PUT", "/simulate/limits", { body });
const newCustomer = async () =>
  (await sb.call("POST", "/customers", { body: anonymousCustomer })).body.customer_id as string;
const pendingOf = (customerId: string) => pendingProductsOf(sb.handle.db, customerId);
// The fixtures' countries are plain strings; the request the action takes names the codes.
const onboard = (request: object) =>
  createCustomer({ draft: null, request } as Parameters<typeof createCustomer>[0]);

beforeAll(async () => {
  sb = await createSandboxHarness("pglite");
  uninstall = installConsole(
    sb.handle,
    createCamsClient({
      ...sandboxClientConfig("http://sandbox.test/sandbox"),
      fetch: async (input, init) => sb.app.request(String(input), init),
    }),
  );
  users = await usersByRole(sb.handle);
});
afterAll(async () => {
  uninstall();
  await sb.close();
});
beforeEach(async () => {
  signInAs(users.manager);
  await limits({});
  await sb.handle.db.delete(pendingProducts);
});

describe("issuing cards for an existing customer", () => {
  it("keeps the card a 206 leaves out, then a retry that creates it forgets it", async () => {
    const customer_id = await newCustomer();
    await limits({ max_cards_per_customer: 1 });
    const second = { ...cardItem, emboss_name: "JANE SPARE" };
    const sent = await createCards({ customer_id, items: [cardItem, second] });
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    expect(sent.data.created.map((c) => c.request_position_index)).toEqual([0]);
    const [kept] = await pendingOf(customer_id);
    expect(sent.data.pending).toEqual([null, kept!.id]);
    expect(kept).toMatchObject({ kind: "card", item: second, reason: NO_REASON_GIVEN });
    expect(kept!.createdBy).toBe("manager");

    // Still over the limit: the provider's refusal becomes the item's reason; it stays kept.
    const refused = await retryPendingCards({ customer_id, ids: [kept!.id] });
    expect(refused).toMatchObject({ ok: false, code: "4224003" });
    expect((await pendingOf(customer_id))[0]?.reason).toMatch(/maximum number of cards/);

    await limits({});
    const retried = await retryPendingCards({ customer_id, ids: [kept!.id] });
    expect(retried).toMatchObject({ ok: true, data: { pending: [null] } });
    expect(await pendingOf(customer_id)).toEqual([]);
    const cards = (await sb.call("GET", `/customers/${customer_id}`)).body.cards;
    expect(cards.map((c: { emboss_name: string }) => c.emboss_name)).toEqual([
      "JANE DOE",
      "JANE SPARE",
    ]);
  });

  it("sends a kept item once when two retries race, and refuses an id given twice", async () => {
    const customer_id = await newCustomer();
    await limits({ max_cards_per_customer: 1 });
    await createCards({
      customer_id,
      items: [cardItem, { ...cardItem, emboss_name: "JANE TWICE" }],
    });
    const [kept] = await pendingOf(customer_id);
    await limits({});
    expect(await retryPendingCards({ customer_id, ids: [kept!.id, kept!.id] })).toMatchObject({
      ok: false,
      code: "NOT_PENDING",
    });
    const answers = await Promise.all([
      retryPendingCards({ customer_id, ids: [kept!.id] }),
      retryPendingCards({ customer_id, ids: [kept!.id] }),
    ]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.find((a) => !a.ok)).toMatchObject({ code: expect.stringMatching(/PENDING/) });
    const cards = (await sb.call("GET", `/customers/${customer_id}`)).body.cards;
    expect(
      cards.filter((c: { emboss_name: string }) => c.emboss_name === "JANE TWICE"),
    ).toHaveLength(1);
  });

  it("keeps nothing when every item is refused: the form says why and can send again", async () => {
    const customer_id = await newCustomer();
    await sb.call("POST", `/simulate/customers/${customer_id}/aml`, { body: { status: "OnHold" } });
    const refused = await createCards({ customer_id, items: [cardItem] });
    expect(refused).toMatchObject({ ok: false, code: "4224005" });
    expect(await pendingOf(customer_id)).toEqual([]);
  });

  it("refuses a kept item of another customer, sending nothing and keeping it", async () => {
    const [mine, other] = [await newCustomer(), await newCustomer()];
    await limits({ max_cards_per_customer: 1 });
    await createCards({ customer_id: mine, items: [cardItem, cardItem] });
    const [kept] = await pendingOf(mine);
    await limits({});
    const refused = await retryPendingCards({ customer_id: other, ids: [kept!.id] });
    expect(refused).toMatchObject({ ok: false, code: "NOT_PENDING" });
    expect(await pendingOf(mine)).toHaveLength(1);
    expect((await sb.call("GET", `/customers/${other}`)).body.cards ?? []).toEqual([]);
  });
});

describe("the onboarding's 206", () => {
  it("keeps the items not created with the customer, for its page to offer", async () => {
    await limits({ max_cards_per_customer: 1 });
    const result = await onboard({
      ...anonymousCustomer,
      accounts: [{ currency: "EUR" }],
      cards: [cardItem, { ...cardItem, emboss_name: "JANE TWO" }],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const kept = await pendingOf(result.data.customer_id);
    expect(kept.map((k) => [k.kind, (k.item as { emboss_name: string }).emboss_name])).toEqual([
      ["card", "JANE TWO"],
    ]);
    expect(result.data.pending).toEqual({ accounts: [null], cards: [null, kept[0]!.id] });
  });

  it("keeps nothing when everything is created", async () => {
    const result = await onboard({ ...anonymousCustomer, accounts: [{ currency: "EUR" }] });
    expect(result).toMatchObject({ ok: true, data: { pending: { accounts: [null], cards: [] } } });
    if (result.ok) expect(await pendingOf(result.data.customer_id)).toEqual([]);
  });
});

describe("kept items and roles", () => {
  async function keptAccount() {
    const customer_id = await newCustomer();
    await limits({ max_accounts_per_customer: 1 });
    await createAccounts({ customer_id, items: [{ currency: "EUR" }, { currency: "GBP" }] });
    await limits({});
    const [kept] = await pendingOf(customer_id);
    return { customer_id, id: kept!.id };
  }

  it("refuses a retry or a discard to a role without the permission, keeping the item", async () => {
    const { customer_id, id } = await keptAccount();
    for (const role of ["support", "compliance"] as const) {
      signInAs(users[role]);
      expect(await retryPendingAccounts({ customer_id, ids: [id] })).toMatchObject({
        ok: false,
        code: "FORBIDDEN",
      });
      expect(await discardPendingAccount({ customer_id, id })).toMatchObject({
        ok: false,
        code: "FORBIDDEN",
      });
    }
    expect(await pendingOf(customer_id)).toHaveLength(1);
  });

  it("discards a kept item of the kind named, and only once", async () => {
    const { customer_id, id } = await keptAccount();
    // An account's record is not a card's: the card action does not reach it.
    expect(await discardPendingCard({ customer_id, id })).toMatchObject({
      ok: false,
      code: "NOT_PENDING",
    });
    expect(await discardPendingAccount({ customer_id, id })).toMatchObject({
      ok: true,
      data: { id },
    });
    expect(await pendingOf(customer_id)).toEqual([]);
    expect(await discardPendingAccount({ customer_id, id })).toMatchObject({
      ok: false,
      code: "NOT_PENDING",
    });
  });

  it("notes a retry that the provider answers without creating the item", async () => {
    const customer_id = await newCustomer();
    await limits({ max_accounts_per_customer: 1 });
    const sent = await createAccounts({
      customer_id,
      items: [{ currency: "EUR" }, { currency: "GBP" }, { currency: "USD" }],
    });
    expect(sent).toMatchObject({ ok: true });
    const kept = await pendingOf(customer_id);
    expect(kept).toHaveLength(2);
    await limits({ max_accounts_per_customer: 2 });
    // Two kept, room for one: the first is created and forgotten, the second noted.
    const retried = await retryPendingAccounts({ customer_id, ids: kept.map((k) => k.id) });
    expect(retried).toMatchObject({ ok: true, data: { pending: [null, kept[1]!.id] } });
    expect(await pendingOf(customer_id)).toMatchObject([
      { id: kept[1]!.id, reason: NOT_CREATED_AGAIN },
    ]);
  });
});
