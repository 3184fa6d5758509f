import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carrierAddress } from "@/lib/cams/__fixtures__/bodies";
import { testBackends } from "@/lib/db/testing";
import { createSandboxHarness, type SandboxHarness } from "../testing";
import { customerAccount } from "./account-holders";
import { cardAt, newCard, simulateCard } from "./card-holders";

// A card and its customer are locked in one order by every operation: card, then customer.
// Replace once took them the other way round, and the OpenAPI fuzz (seed 1584357922, batch 3432)
// sent it together with a simulation that moves the card and takes it off its customer: the two
// deadlocked and one answered 500. Concurrency proves something only on PostgreSQL; PGlite runs
// the requests one after another.
describe.each(testBackends)("a card's operations under concurrency on %s", (backend) => {
  let sb: SandboxHarness;
  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
  });
  afterAll(() => sb.close());

  const replace = (cardId: string) =>
    sb.call("POST", `/cards/${cardId}/replace`, {
      body: {
        reason: "Lost",
        emboss_fourth_line: 'TLY"',
        carrier_delivery_address: carrierAddress,
      },
    });

  it("replaces a card while the provider ends it and takes it off its customer: no 500", async () => {
    for (let round = 0; round < 12; round++) {
      const { cardId } = await cardAt(sb, "00");
      const [simulated, replaced] = await Promise.all([
        simulateCard(sb, cardId, { status: "54", unassigned: true }),
        replace(cardId),
      ]);
      // Whichever came first: replaced, then the simulation refused (62 has ended: 4030003);
      // or expired and unassigned, then the replacement refused (4220006).
      const outcome = [
        replaced.body?.code ?? replaced.status,
        simulated.body?.code ?? simulated.status,
      ];
      expect([JSON.stringify([201, 4030003]), JSON.stringify([4220006, 200])]).toContain(
        JSON.stringify(outcome),
      );
    }
  });

  it("replaces a card while a merchant charges it: no 500", async () => {
    for (let round = 0; round < 12; round++) {
      const { customerId } = await customerAccount(sb, { funds: 100 });
      const { card_id: cardId } = await newCard(sb, customerId, { card_type: "Virtual" });
      const authorization = sb.call("POST", `/simulate/cards/${cardId}/authorization`, {
        body: {
          amount: 1,
          currency: "EUR",
          merchant_category_code: "5411",
          merchant_id: "M1",
          terminal_id: "T1",
          terminal_location: "DE",
        },
      });
      const [authorized, replaced] = await Promise.all([authorization, replace(cardId)]);
      expect(replaced.status).toBe(201);
      expect(authorized.status).toBeLessThan(500);
    }
  });
});
