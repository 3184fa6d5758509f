import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymousCustomer } from "@/lib/cams/__fixtures__/bodies";
import { createCamsClient } from "@/lib/cams/client";
import { installConsole, signInAs, usersByRole } from "@/lib/console/actions/testing";
import { auditLog } from "@/lib/db/schema";
import {
  createSandboxHarness,
  recordingSandboxClient,
  type SandboxHarness,
  sandboxClientConfig,
} from "@/lib/sandbox/testing";
import { blockCard } from "./block-card";
import { unblockCard } from "./unblock-card";

// Block and unblock take the agent's reason, which the provider's call cannot carry: the audit
// entry keeps it beside the status change, and without one nothing is sent.
let sb: SandboxHarness;
let uninstall: () => void;
let cardId: string;
const sent: string[] = [];

beforeAll(async () => {
  sb = await createSandboxHarness("pglite");
  uninstall = installConsole(sb.handle, recordingSandboxClient(sb, sent));
  signInAs((await usersByRole(sb.handle)).support);
  const created = await sb.call("POST", "/customers", {
    body: {
      ...anonymousCustomer,
      cards: [
        {
          emboss_name: "JANE DOE",
          card_type: "Virtual",
          carrier_delivery_address: {
            line_1: "1 Main Street",
            city: "Berlin",
            postal_code: "10115",
            country: "DE",
          },
        },
      ],
    },
  });
  cardId = created.body.cards[0].card_id;
});
afterAll(async () => {
  uninstall();
  await sb.close();
});

const lastEntry = async (action: string) => {
  const [entry] = await sb.handle.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
};

describe("blocking and unblocking a card", () => {
  it("refuses without a reason, on the reason field, sending nothing", async () => {
    sent.length = 0;
    const result = await blockCard({ card_id: cardId, reason: "  " });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { reason: "Choose a reason, or write one" },
    });
    expect(sent).toEqual([]);
  });

  it("keeps the reason in the audit entry of each change", async () => {
    expect(await blockCard({ card_id: cardId, reason: "Suspected fraud" })).toMatchObject({
      ok: true,
      data: { status: "05" },
    });
    expect(await lastEntry("card.block")).toMatchObject({
      outcome: "success",
      targetId: cardId,
      before: { status: "00" },
      after: { status: "05", reason: "Suspected fraud" },
    });
    await unblockCard({ card_id: cardId, reason: "Fraud check cleared" });
    expect((await lastEntry("card.unblock"))?.after).toEqual({
      status: "00",
      reason: "Fraud check cleared",
    });
  });

  it("refuses a card id that is not one path segment in words, sending nothing", async () => {
    // `..` would climb out of /cards/{card_id}/block: nothing may reach the provider.
    const paths: string[] = [];
    const client = createCamsClient({
      ...sandboxClientConfig("http://sandbox.test/sandbox"),
      fetch: async (input, init) => {
        paths.push(new URL(String(input)).pathname);
        return sb.app.request(String(input), init);
      },
    });
    uninstall();
    uninstall = installConsole(sb.handle, client);
    for (const card_id of ["..", "%2e%2e", "x/y"]) {
      expect(await blockCard({ card_id, reason: "Suspected fraud" })).toEqual({
        ok: false,
        code: "4049900",
        message: expect.stringMatching(/^[A-Z][^{}]+\.$/),
        fieldErrors: {},
      });
    }
    // The catalog's sentence for 4049900 may be read (and a token for it): nothing else.
    const reads = new Set(["/sandbox/token", "/sandbox/errorcodes/4049900"]);
    expect(paths.filter((path) => !reads.has(path))).toEqual([]);
    expect(await lastEntry("card.block")).toMatchObject({ outcome: "failure", targetId: "x/y" });
  });
});
