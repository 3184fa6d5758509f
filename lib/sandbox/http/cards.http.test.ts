import { asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CardStatusCode } from "@/lib/cams";
import { cardItem, carrierAddress } from "@/lib/cams/__fixtures__/bodies";
import { testBackends } from "@/lib/db/testing";
import { spendingAccountOf } from "../domain/cards/funding";
import { SANDBOX_CARD_BIN } from "../domain/cards/numbers";
import { insertTransactions } from "../domain/transactions/testing";
import { cardStatusHistory } from "../tables/cards";
import { customers } from "../tables/customers";
import { accounts } from "../tables/ledger";
import { setProgrammeSettings } from "../tables/programme";
import { createSandboxHarness, type SandboxHarness } from "../testing";
import { newAccount, newCustomer, uniquePassport } from "./account-holders";
import { cardAt, newCard, simulateCard } from "./card-holders";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const replaceBody = { reason: "Lost", carrier_delivery_address: carrierAddress };

type Outcome = CardStatusCode | number;
type Operation = "activate" | "block" | "unblock" | "replace";

/**
 * The card status machine, written out: from each status, what each card operation leads to
 * (the card's new status) or the code it is refused with. Replace gives the OLD card's status.
 */
// biome-ignore format: transition table
const operationTable: Record<CardStatusCode, Record<Operation, Outcome>> = {
  "01": { activate: 4220008, block: 4220004, unblock: 4220004, replace: 4220004 },
  "02": { activate: 4220008, block: 4220004, unblock: 4220004, replace: 4220004 },
  "03": { activate: "00",    block: 4220004, unblock: 4220004, replace: 4220004 },
  "04": { activate: "00",    block: 4220004, unblock: 4220004, replace: 4220004 },
  "00": { activate: 4220008, block: "05",    unblock: 4220004, replace: "62" },
  "05": { activate: 4220008, block: 4220004, unblock: "00",    replace: "62" },
  "41": { activate: 4220008, block: 4220004, unblock: 4220004, replace: "62" },
  "43": { activate: 4220008, block: 4220004, unblock: 4220004, replace: "62" },
  "54": { activate: 4220008, block: 4220004, unblock: 4220004, replace: "62" },
  "62": { activate: 4220008, block: 4220004, unblock: 4220004, replace: 4220004 },
  "83": { activate: 4220008, block: 4220004, unblock: 4220004, replace: 4220004 },
};

/** What the status simulation may move a card to from each status; anything else is 4030003. */
const ends: CardStatusCode[] = ["41", "43", "54", "83"];
const simulationTable: Record<CardStatusCode, CardStatusCode[]> = {
  "01": ["02", ...ends],
  "02": ["03", ...ends],
  "03": ["04", ...ends],
  "04": ends,
  "00": ends,
  "05": ends,
  "41": [],
  "43": [],
  "54": [],
  "62": [],
  "83": [],
};

const statuses = Object.keys(operationTable) as CardStatusCode[];
const operationCases = statuses.flatMap((from) =>
  (Object.entries(operationTable[from]) as [Operation, Outcome][]).map(
    ([operation, outcome]) => [from, operation, outcome] as const,
  ),
);

describe.each(testBackends)("cards over HTTP on %s", (backend) => {
  let sb: SandboxHarness;
  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
  });
  afterAll(() => sb.close());
  afterEach(() => setProgrammeSettings(sb.handle.db, { limits: null }));

  const maxCards = (max: number) =>
    setProgrammeSettings(sb.handle.db, { limits: { max_cards_per_customer: max } });
  const createCards = (customerId: string, items: unknown) =>
    sb.call("POST", `/customers/${customerId}/cards`, { body: items });
  const getCard = (cardId: string) => sb.call("GET", `/cards/${cardId}`);
  const operate = (cardId: string, operation: Operation, body?: unknown) =>
    sb.call("POST", `/cards/${cardId}/${operation}`, {
      body: body ?? (operation === "replace" ? replaceBody : undefined),
    });
  const history = (cardId: string) =>
    sb.handle.db
      .select()
      .from(cardStatusHistory)
      .where(eq(cardStatusHistory.cardId, cardId))
      .orderBy(asc(cardStatusHistory.id));
  const moves = async (cardId: string) =>
    (await history(cardId)).map((row) => [row.fromStatus, row.toStatus, row.reason]);
  const indexes = (cards: { request_position_index: number }[]) =>
    cards.map((card) => card.request_position_index);

  describe("POST /customers/{customer_id}/cards", () => {
    it("answers 201 with each card as the contract shows it", async () => {
      const customerId = await newCustomer(sb);
      const bulk = { ...carrierAddress, line_1: "Print Shop 4" };
      const response = await createCards(customerId, [
        { ...cardItem, emboss_fourth_line: "ACME LTD", bulk_delivery_address: bulk },
        { ...cardItem, card_type: "Virtual", user_defined_1: "u1", user_defined_4: "u4" },
      ]);
      expect(response.status).toBe(201);
      const [physical, virtual] = response.body.cards;
      expect(physical).toEqual({
        request_position_index: 0,
        card_id: expect.any(String),
        customer_id: customerId,
        cardholder_id: expect.stringMatching(/^CH\d{10}$/),
        status: "01",
        status_name: "Ordered",
        card_type: "Physical",
        bin: SANDBOX_CARD_BIN,
        last_four: expect.stringMatching(/^\d{4}$/),
        // Three years from the harness's 2026-11-22.
        expiry_date: "2029-11",
        emboss_name: "JANE DOE",
        emboss_fourth_line: "ACME LTD",
        carrier_delivery_address: carrierAddress,
        bulk_delivery_address: bulk,
        user_defined_1: null,
        user_defined_2: null,
        user_defined_3: null,
        user_defined_4: null,
        replaced_card_id: null,
        replacement_card_id: null,
      });
      // A virtual card has nothing to print: Active at once.
      expect(virtual).toMatchObject({
        request_position_index: 1,
        status: "00",
        status_name: "Active",
        card_type: "Virtual",
        user_defined_1: "u1",
        user_defined_4: "u4",
        cardholder_id: physical.cardholder_id,
      });
      expect(await moves(physical.card_id)).toEqual([[null, "01", null]]);
      expect(await moves(virtual.card_id)).toEqual([[null, "00", null]]);
    });

    it("gives a customer's cards one cardholder_id, and other customers another", async () => {
      const [one, two] = [await newCustomer(sb), await newCustomer(sb)];
      const first = await newCard(sb, one);
      expect((await newCard(sb, one)).cardholder_id).toBe(first.cardholder_id);
      expect((await newCard(sb, two)).cardholder_id).not.toBe(first.cardholder_id);
    });

    it("answers 206 with the cards below the maximum, mid-array", async () => {
      await maxCards(2);
      const response = await createCards(await newCustomer(sb), [cardItem, cardItem, cardItem]);
      expect(response.status).toBe(206);
      expect(indexes(response.body.cards)).toEqual([0, 1]);
    });

    it("fails with 4224003 when every card fails, creating nothing", async () => {
      await maxCards(1);
      const customerId = await newCustomer(sb);
      await newCard(sb, customerId);
      const response = await createCards(customerId, [cardItem, cardItem]);
      expect([response.status, response.body.code]).toEqual([422, 4224003]);
      expect((await sb.call("GET", `/customers/${customerId}`)).body.cards).toHaveLength(1);
    });

    it("takes the maximum from the sandbox config when the programme sets none", async () => {
      const max = sb.config.maxCardsPerCustomer;
      const response = await createCards(
        await newCustomer(sb),
        Array.from({ length: max + 1 }, () => cardItem),
      );
      expect(response.status).toBe(206);
      expect(indexes(response.body.cards)).toEqual([...Array(max).keys()]);
    });

    it.each(["41", "43", "54", "62", "83"] as const)(
      "does not count a card at %s towards the maximum",
      async (status) => {
        const { customerId } = await cardAt(sb, status);
        // 62 came by replacement: its new card holds the one place.
        await maxCards(status === "62" ? 2 : 1);
        expect((await createCards(customerId, [cardItem])).status).toBe(201);
      },
    );

    it("counts a blocked card towards the maximum", async () => {
      const { customerId } = await cardAt(sb, "05");
      await maxCards(1);
      expect((await createCards(customerId, [cardItem])).body.code).toBe(4224003);
    });

    it.each([
      ["AMLHOLD", 4224005],
      ["AMLREJECT", 4224006],
    ])("refuses the cards of a customer whose passport starts %s: %s", async (prefix, code) => {
      const customerId = await newCustomer(sb, uniquePassport(prefix));
      const response = await createCards(customerId, [cardItem]);
      expect([response.status, response.body.code]).toEqual([422, code]);
    });

    it("answers 404 / 4040001 for an unknown customer", async () => {
      expect((await createCards(UNKNOWN_ID, [cardItem])).body.code).toBe(4040001);
      expect((await createCards("not-an-id", [cardItem])).body.code).toBe(4040001);
    });

    // ^[A-Z -.]{1,21}$: ` -.` is the range space..`.`, so these punctuation marks are letters too.
    it.each([
      ["21 characters", "A".repeat(21), true],
      ["22 characters", "A".repeat(22), false],
      ["an empty line", "", false],
      ["space to . (the range)", ` !"#$%&'()*+,-.`, true],
      ["a slash, just past the range", "JANE/DOE", false],
      ["a digit", "JANE 2", false],
      ["lowercase", "Jane Doe", false],
    ])("emboss lines with %s: accepted %s", async (_name, line, accepted) => {
      const customerId = await newCustomer(sb);
      for (const field of ["emboss_name", "emboss_fourth_line"]) {
        const response = await createCards(customerId, [{ ...cardItem, [field]: line }]);
        if (accepted) {
          expect(response.status).toBe(201);
          expect(response.body.cards[0][field]).toBe(line);
        } else {
          expect(response.body.code).toBe(4000001);
          expect(Object.keys(response.body.errors).join()).toContain(field);
        }
      }
    });

    it.each(["accounts", "delivery_method", "delivery_address", "contact_name", "contact_number"])(
      "refuses the removed field %s, naming it",
      async (field) => {
        const response = await createCards(await newCustomer(sb), [
          { ...cardItem, [field]: field === "accounts" ? [] : "x" },
        ]);
        expect(response.body.code).toBe(4000001);
        expect(JSON.stringify(response.body.errors)).toMatch(new RegExp(`${field}.*removed`));
      },
    );

    it.each([
      ["no carrier_delivery_address", [{ emboss_name: "JANE DOE" }]],
      ["no emboss_name", [{ carrier_delivery_address: carrierAddress }]],
      ["an unknown card_type", [{ ...cardItem, card_type: "Plastic" }]],
      ["an unknown field", [{ ...cardItem, pin: "1234" }]],
      ["an empty array", []],
      ["an object instead of an array", cardItem],
    ])("refuses %s with 400 / 4000001", async (_name, items) => {
      expect((await createCards(await newCustomer(sb), items)).body.code).toBe(4000001);
    });

    it.runIf(backend === "postgres")(
      "lets exactly the maximum through when creates race for one customer",
      async () => {
        await maxCards(3);
        const customerId = await newCustomer(sb);
        const results = await Promise.all(
          Array.from({ length: 8 }, () => createCards(customerId, [cardItem])),
        );
        expect(results.filter((r) => r.status === 201)).toHaveLength(3);
        expect(results.filter((r) => r.body.code === 4224003)).toHaveLength(5);
      },
    );
  });

  describe("reading cards", () => {
    it("answers GET /cards/{id} and the customer's path with the card as created", async () => {
      const customerId = await newCustomer(sb);
      const { request_position_index, ...created } = await newCard(sb, customerId);
      expect(request_position_index).toBe(0);
      expect((await getCard(created.card_id)).body).toEqual(created);
      const path = `/customers/${customerId}/cards/${created.card_id}`;
      expect(await sb.call("GET", path)).toMatchObject({ status: 200, body: created });
    });

    it("shows the customer's cards on the customer, with cardholder_id", async () => {
      const customerId = await newCustomer(sb);
      const first = await newCard(sb, customerId);
      const second = await newCard(sb, customerId, { card_type: "Virtual" });
      const { body } = await sb.call("GET", `/customers/${customerId}`);
      expect(body.cards.map((card: { card_id: string }) => card.card_id)).toEqual([
        first.card_id,
        second.card_id,
      ]);
      expect(body.cards[0].cardholder_id).toBe(first.cardholder_id);
    });

    it("answers 404 / 4040001 for another customer's card, or an unknown one", async () => {
      const { card_id: cardId } = await newCard(sb, await newCustomer(sb));
      const other = await newCustomer(sb);
      expect((await sb.call("GET", `/customers/${other}/cards/${cardId}`)).body.code).toBe(4040001);
      expect((await sb.call("GET", `/customers/${UNKNOWN_ID}/cards/${cardId}`)).status).toBe(404);
      expect((await getCard(UNKNOWN_ID)).body.code).toBe(4040001);
      expect((await getCard("not-an-id")).body.code).toBe(4040001);
    });
  });

  describe("the status machine", () => {
    // A refusal leaves the card as it was, so one card per starting status takes every refusal
    // in turn; each move that succeeds needs a card of its own (the first one gets the shared
    // card, after the refusals). Walking a card to a status is most of each case's time.
    it.each(statuses)("from %s, each operation gives what the table says", async (from) => {
      const row = operationCases.filter(([status]) => status === from);
      const refused = row.filter(([, , outcome]) => typeof outcome === "number");
      const moved = row.filter(([, , outcome]) => typeof outcome !== "number");
      const shared = (await cardAt(sb, from)).cardId;
      const before = await moves(shared);
      for (const [, operation, code] of refused) {
        const response = await operate(shared, operation);
        expect([operation, response.status, response.body.code]).toEqual([operation, 422, code]);
        expect((await getCard(shared)).body.status).toBe(from);
        expect(await moves(shared)).toEqual(before);
      }
      for (const [i, [, operation, outcome]] of moved.entries()) {
        const cardId = i === 0 ? shared : (await cardAt(sb, from)).cardId;
        const earlier = await moves(cardId);
        const response = await operate(cardId, operation);
        expect([operation, response.status]).toEqual([
          operation,
          operation === "replace" ? 201 : 200,
        ]);
        expect((await getCard(cardId)).body.status).toBe(outcome);
        const after = await moves(cardId);
        expect(after.slice(0, -1)).toEqual(earlier);
        expect(after.at(-1)?.slice(0, 2)).toEqual([from, outcome]);
      }
    });

    it.each(statuses)("the simulation moves a card from %s only where allowed", async (from) => {
      const shared = (await cardAt(sb, from)).cardId;
      const before = await moves(shared);
      for (const to of statuses.filter((status) => !simulationTable[from].includes(status))) {
        const response = await simulateCard(sb, shared, { status: to });
        expect([to, response.status, response.body.code]).toEqual([to, 403, 4030003]);
        expect((await getCard(shared)).body.status).toBe(from);
        expect(await moves(shared)).toEqual(before);
      }
      for (const [i, to] of simulationTable[from].entries()) {
        const cardId = i === 0 ? shared : (await cardAt(sb, from)).cardId;
        const earlier = await moves(cardId);
        const response = await simulateCard(sb, cardId, { status: to });
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({ card_id: cardId, status: to });
        expect(await moves(cardId)).toEqual([...earlier, [from, to, "Simulated"]]);
      }
    });

    it("keeps every status in order, creation included, with the replacement's reason", async () => {
      const { cardId } = await cardAt(sb, "01");
      for (const status of ["02", "03", "04"] as const) {
        await simulateCard(sb, cardId, { status });
      }
      await operate(cardId, "activate");
      await operate(cardId, "block");
      await operate(cardId, "unblock");
      const replacement = await operate(cardId, "replace", { ...replaceBody, reason: "Stolen" });
      expect(await moves(cardId)).toEqual([
        [null, "01", null],
        ["01", "02", "Simulated"],
        ["02", "03", "Simulated"],
        ["03", "04", "Simulated"],
        ["04", "00", null],
        ["00", "05", null],
        ["05", "00", null],
        ["00", "62", "Stolen"],
      ]);
      expect(await moves(replacement.body.card_id)).toEqual([[null, "01", "Stolen"]]);
    });

    it("answers the card as it now is from each operation", async () => {
      const { cardId } = await cardAt(sb, "03");
      const response = await operate(cardId, "activate");
      expect(response.body).toMatchObject({ card_id: cardId, status: "00", status_name: "Active" });
    });

    it.each([
      ["no field", {}],
      ["an unknown status", { status: "99" }],
      ["a non-boolean unassigned", { unassigned: "yes" }],
    ])("refuses a simulation with %s: 400 / 4000001", async (_name, body) => {
      const { cardId } = await cardAt(sb, "01");
      expect((await simulateCard(sb, cardId, body)).body.code).toBe(4000001);
    });

    it("answers 404 / 4040001 for an unknown card, to operations and simulation alike", async () => {
      expect((await operate(UNKNOWN_ID, "activate")).body.code).toBe(4040001);
      expect((await simulateCard(sb, UNKNOWN_ID, { status: "02" })).body.code).toBe(4040001);
    });
  });

  describe("POST /cards/{card_id}/replace", () => {
    it("ends the old card as 62 and links it with a new card at 01", async () => {
      const customerId = await newCustomer(sb);
      const old = await newCard(sb, customerId, {
        emboss_fourth_line: "ACME LTD",
        user_defined_2: "vendor",
      });
      for (const status of ["02", "03"] as const) await simulateCard(sb, old.card_id, { status });
      await operate(old.card_id, "activate");
      const newAddress = { ...carrierAddress, line_1: "2 New Street" };
      const response = await operate(old.card_id, "replace", {
        reason: "Damaged",
        carrier_delivery_address: newAddress,
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        customer_id: customerId,
        cardholder_id: old.cardholder_id,
        status: "01",
        card_type: "Physical",
        emboss_name: old.emboss_name,
        emboss_fourth_line: "ACME LTD",
        user_defined_2: "vendor",
        carrier_delivery_address: newAddress,
        replaced_card_id: old.card_id,
        replacement_card_id: null,
      });
      expect(response.body.card_id).not.toBe(old.card_id);
      expect((await getCard(old.card_id)).body).toMatchObject({
        status: "62",
        status_name: "Replaced",
        replacement_card_id: response.body.card_id,
      });
      const customer = await sb.call("GET", `/customers/${customerId}`);
      expect(customer.body.cards.map((card: { status: string }) => card.status)).toEqual([
        "62",
        "01",
      ]);
    });

    it("takes new emboss lines, and keeps a virtual card virtual (Active at once)", async () => {
      const customerId = await newCustomer(sb);
      const old = await newCard(sb, customerId, { card_type: "Virtual" });
      const response = await operate(old.card_id, "replace", {
        ...replaceBody,
        emboss_name: "JANE SMITH",
        emboss_fourth_line: "NEW CO",
      });
      expect(response.body).toMatchObject({
        card_type: "Virtual",
        status: "00",
        emboss_name: "JANE SMITH",
        emboss_fourth_line: "NEW CO",
      });
    });

    it("needs no free place: the old card stops counting", async () => {
      const { cardId } = await cardAt(sb, "00");
      await maxCards(1);
      expect((await operate(cardId, "replace")).status).toBe(201);
    });

    it("refuses a held customer's card with 4224005, changing nothing", async () => {
      const { customerId, cardId } = await cardAt(sb, "00");
      await sb.handle.db
        .update(customers)
        .set({ status: "OnHold" })
        .where(eq(customers.id, customerId));
      expect((await operate(cardId, "replace")).body.code).toBe(4224005);
      expect((await getCard(cardId)).body.status).toBe("00");
    });

    it("replaces with carrier_delivery_address alone, the one field the spec names", async () => {
      const { cardId } = await cardAt(sb, "00");
      const response = await operate(cardId, "replace", {
        carrier_delivery_address: carrierAddress,
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ status: "01", replaced_card_id: cardId });
      expect((await getCard(cardId)).body.status).toBe("62");
      expect((await moves(cardId)).at(-1)).toEqual(["00", "62", null]);
    });

    it.each([
      ["no carrier_delivery_address", { reason: "Lost" }],
      ["an unknown reason", { ...replaceBody, reason: "Worn" }],
      ["a removed field", { ...replaceBody, delivery_method: "Courier" }],
      ["an emboss_name with a slash", { ...replaceBody, emboss_name: "A/B" }],
    ])("refuses %s with 400 / 4000001", async (_name, body) => {
      const { cardId } = await cardAt(sb, "00");
      expect((await operate(cardId, "replace", body)).body.code).toBe(4000001);
      expect((await getCard(cardId)).body.status).toBe("00");
    });
  });

  describe("GET /cards/{card_id}/status-history (sandbox assumption)", () => {
    const statusHistory = (cardId: string) => sb.call("GET", `/cards/${cardId}/status-history`);

    it("lists every move oldest first, from creation, with the replacement's reason", async () => {
      const customerId = await newCustomer(sb);
      const { card_id: cardId } = await newCard(sb, customerId);
      for (const status of ["02", "03"] as const) await simulateCard(sb, cardId, { status });
      await operate(cardId, "activate");
      await operate(cardId, "replace", { ...replaceBody, reason: "Stolen" });
      const { status, body } = await statusHistory(cardId);
      expect(status).toBe(200);
      expect(body.card_id).toBe(cardId);
      expect(
        body.history.map((h: Record<string, unknown>) => [h.from_status, h.to_status]),
      ).toEqual([
        [null, "01"],
        ["01", "02"],
        ["02", "03"],
        ["03", "00"],
        ["00", "62"],
      ]);
      expect(body.history.at(-1).reason).toBe("Stolen");
      for (const entry of body.history) expect(Date.parse(entry.changed_date)).not.toBeNaN();
    });

    it("starts a replacement card's history at its own creation", async () => {
      const { cardId } = await cardAt(sb, "00");
      const replacement = (await operate(cardId, "replace")).body;
      const { body } = await statusHistory(replacement.card_id);
      expect(body.history).toEqual([
        expect.objectContaining({ from_status: null, to_status: "01" }),
      ]);
    });

    it("answers 404 for an unknown card and 4220006 for one taken off its customer", async () => {
      expect((await statusHistory(UNKNOWN_ID)).body.code).toBe(4040001);
      const { cardId } = await cardAt(sb, "00");
      await simulateCard(sb, cardId, { unassigned: true });
      expect((await statusHistory(cardId)).body.code).toBe(4220006);
    });
  });

  describe("a card unassigned from its customer", () => {
    it("answers every card request with 4220006, until the simulation gives it back", async () => {
      const { customerId, cardId } = await cardAt(sb, "00");
      const unassigned = await simulateCard(sb, cardId, { unassigned: true });
      expect(unassigned.status).toBe(200);
      const requests = [
        () => getCard(cardId),
        () => sb.call("GET", `/customers/${customerId}/cards/${cardId}`),
        () => sb.call("GET", `/cards/${cardId}/transactions`),
        ...(["activate", "block", "unblock", "replace"] as const).map(
          (operation) => () => operate(cardId, operation),
        ),
      ];
      for (const request of requests) {
        expect(await request()).toMatchObject({ status: 422, body: { code: 4220006 } });
      }
      // No longer the customer's: not listed, and its place is free.
      expect((await sb.call("GET", `/customers/${customerId}`)).body.cards).toEqual([]);
      await maxCards(1);
      expect((await createCards(customerId, [cardItem])).status).toBe(201);

      expect((await simulateCard(sb, cardId, { unassigned: false })).status).toBe(200);
      expect((await getCard(cardId)).body.status).toBe("00");
      expect((await operate(cardId, "block")).status).toBe(200);
    });

    it("can be moved and unassigned in one simulation", async () => {
      const { cardId } = await cardAt(sb, "00");
      const response = await simulateCard(sb, cardId, { status: "41", unassigned: true });
      expect(response.body.status).toBe("41");
      expect((await getCard(cardId)).body.code).toBe(4220006);
    });
  });

  describe("GET /cards/{card_id}/transactions", () => {
    it("pages the card's transactions across accounts, newest first", async () => {
      const { customerId, cardId } = await cardAt(sb, "00");
      const eur = await newAccount(sb, `/customers/${customerId}`, "EUR");
      const gbp = await newAccount(sb, `/customers/${customerId}`, "GBP");
      const onCard = () => ({ cardId });
      const [older] = await insertTransactions(sb.handle.db, eur, 1, { overrides: onCard });
      const [newer] = await insertTransactions(sb.handle.db, gbp, 1, {
        start: new Date("2026-02-01T00:00:00Z"),
        overrides: onCard,
      });
      await insertTransactions(sb.handle.db, eur, 2); // not the card's
      const page = await sb.call("GET", `/cards/${cardId}/transactions?page_size=1`);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ page_number: 1, page_size: 1, total_count: 2 });
      expect(
        page.body.transactions.map((t: { transaction_id: string }) => t.transaction_id),
      ).toEqual([newer!.id]);
      const second = await sb.call(
        "GET",
        `/cards/${cardId}/transactions?page_number=2&page_size=1`,
      );
      expect(second.body.transactions[0]).toMatchObject({
        transaction_id: older!.id,
        card_id: cardId,
      });
    });

    it("answers an empty page for a new card, 404 for an unknown one", async () => {
      const { cardId } = await cardAt(sb, "01");
      expect((await sb.call("GET", `/cards/${cardId}/transactions`)).body).toMatchObject({
        total_count: 0,
        transactions: [],
      });
      expect((await sb.call("GET", `/cards/${UNKNOWN_ID}/transactions`)).body.code).toBe(4040001);
    });
  });

  describe("the account a card spends from", () => {
    it("is the customer's oldest Active account in the currency", async () => {
      const customerId = await newCustomer(sb);
      const holder = `/customers/${customerId}`;
      const blocked = await newAccount(sb, holder, "EUR");
      await newAccount(sb, holder, "GBP");
      const oldestActive = await newAccount(sb, holder, "EUR");
      await newAccount(sb, holder, "EUR");
      await sb.handle.db
        .update(accounts)
        .set({ status: "Blocked" })
        .where(eq(accounts.id, blocked));
      const ctx = { db: sb.handle.db, config: sb.config, now: sb.now() };
      const card = { customerId };
      expect((await spendingAccountOf(ctx, card, "EUR"))?.id).toBe(oldestActive);
      expect(await spendingAccountOf(ctx, card, "USD")).toBeUndefined();
    });
  });
});
