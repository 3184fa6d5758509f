import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type CamsClient, CamsError } from "@/lib/cams/client";
import { z } from "@/lib/cams/zod";
import type { DbHandle } from "@/lib/db";
import { auditLog } from "@/lib/db/schema";
import { createTestDb } from "@/lib/db/testing";
import { setSecondFactorRequired } from "../auth/second-factor";
import { ActionRefusal, defineAction, targetOfInput } from "./define-action";
import { installConsole, signInAs, usersByRole } from "./testing";

// A refused action's audit entry names what it was aimed at, so "who tried what on this card"
// can be answered from the log; a success names its target as before.
let handle: DbHandle;
let uninstall: () => void;
let adminId: string;

beforeAll(async () => {
  handle = await createTestDb("pglite");
  // The catalog cannot be read: the refusal is explained from the error's own detail.
  const client = { call: () => Promise.reject(new Error("offline")) } as unknown as CamsClient;
  uninstall = installConsole(handle, client);
  adminId = (await usersByRole(handle)).admin;
  signInAs(adminId);
});
afterAll(async () => {
  uninstall();
  await handle.close();
});

const latest = async () =>
  (await handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe("targetOfInput", () => {
  it("takes the most specific id the input names", () => {
    expect(targetOfInput({ customer_id: "c1", account_id: "a1" })).toEqual({
      type: "account",
      id: "a1",
    });
    expect(targetOfInput({ card_id: "k1", customer_id: "c1" })).toEqual({ type: "card", id: "k1" });
    expect(targetOfInput({ corporate_id: "p1" })).toEqual({ type: "corporate", id: "p1" });
    expect(targetOfInput({ customer_id: "c1" })).toEqual({ type: "customer", id: "c1" });
  });

  it("names nothing when the input names no id", () => {
    expect(targetOfInput({ first_name: "Jane" })).toBeUndefined();
    expect(targetOfInput({ customer_id: "" })).toBeUndefined();
    expect(targetOfInput(null)).toBeUndefined();
  });
});

describe("a refused action's audit entry", () => {
  const refuseBlock = defineAction({
    name: "card.block",
    permission: "cards.manage",
    schema: z.strictObject({ card_id: z.string() }),
    run: async () => {
      throw new ActionRefusal("CARD_STATE", "This card cannot be blocked now.");
    },
  });

  it("names the card a console refusal was about", async () => {
    const result = await refuseBlock({ card_id: "card-123" });
    expect(result).toMatchObject({ ok: false, code: "CARD_STATE" });
    expect(await latest()).toMatchObject({
      action: "card.block",
      outcome: "failure",
      targetType: "card",
      targetId: "card-123",
      detail: "This card cannot be blocked now.",
      after: null,
    });
  });

  it("names the account a provider refusal was about, its code apart from the sentence", async () => {
    const debit = defineAction({
      name: "account.debit",
      permission: "accounts.moveMoney",
      kind: "provider",
      schema: z.strictObject({ customer_id: z.string(), account_id: z.string() }),
      run: async () => {
        throw new CamsError({ code: 4225064, httpStatus: 422, detail: "Insufficient funds" });
      },
    });
    const result = await debit({ customer_id: "cust-1", account_id: "acct-9" });
    expect(result).toMatchObject({ ok: false, code: "4225064", message: "Insufficient funds." });
    expect(await latest()).toMatchObject({
      outcome: "failure",
      targetType: "account",
      targetId: "acct-9",
      after: { provider_code: "4225064" },
    });
  });

  it("uses the definition's own target when it gives one", async () => {
    const refuse = defineAction({
      name: "customer.cards.create",
      permission: "cards.issue",
      schema: z.strictObject({ customer_id: z.string(), card_id: z.string().optional() }),
      target: (input) => ({ type: "customer", id: input.customer_id }),
      run: async () => {
        throw new Error("boom");
      },
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    await refuse({ customer_id: "cust-2", card_id: "card-2" });
    expect(await latest()).toMatchObject({
      detail: "internal error",
      targetType: "customer",
      targetId: "cust-2",
    });
  });

  it("names no target when the input names none", async () => {
    const refuse = defineAction({
      name: "customer.create",
      permission: "customers.onboard",
      schema: z.strictObject({ first_name: z.string() }),
      run: async () => {
        throw new ActionRefusal("NOPE", "Refused.");
      },
    });
    await refuse({ first_name: "Jane" });
    expect(await latest()).toMatchObject({ targetType: null, targetId: null });
  });
});

// Text PostgreSQL cannot store is refused on its field by the chain every action runs, before
// its own code: a NUL in a note used to reach the database and come back as "internal error".
describe("text the database cannot store", () => {
  const ran: string[] = [];
  const addNote = defineAction({
    name: "test.add_note",
    permission: "compliance.review",
    schema: z.object({ notes: z.array(z.object({ text: z.string() })) }),
    async run({ notes }) {
      ran.push(...notes.map((n) => n.text));
      return { data: null, target: { type: "test", id: null } };
    },
  });

  it.each([
    ["a NUL", "before\u0000after"],
    ["a lone surrogate", "before\ud800after"],
  ])("refuses %s on its field, running nothing", async (_, text) => {
    const result = await addNote({ notes: [{ text: "fine" }, { text }] });
    expect(result).toMatchObject({
      ok: false,
      code: "VALIDATION",
      fieldErrors: { "notes.1.text": expect.stringContaining("cannot be stored") },
    });
    expect(ran).toEqual([]);
  });

  it("runs the same input without it", async () => {
    expect(await addNote({ notes: [{ text: "before after" }] })).toMatchObject({ ok: true });
    expect(ran).toEqual(["before after"]);
  });
});

describe("a user who must enrol a second factor", () => {
  const view = defineAction({
    name: "test.view",
    permission: "customers.view",
    schema: z.strictObject({}),
    run: async () => ({ data: "ran", target: { type: "test", id: null } }),
  });
  const enrol = defineAction({
    name: "test.enrol",
    permission: "security.self",
    schema: z.strictObject({}),
    run: async () => ({ data: "ran", target: { type: "test", id: null } }),
  });

  it("may only work on their own security until they have one, and the refusal is audited", async () => {
    await setSecondFactorRequired(handle.db, true, adminId);
    try {
      expect(await view({})).toMatchObject({ ok: false, code: "SECOND_FACTOR_REQUIRED" });
      expect(await latest()).toMatchObject({
        action: "access.refused",
        outcome: "denied",
        detail: "second factor not enrolled",
      });
      expect(await enrol({})).toMatchObject({ ok: true, data: "ran" });
    } finally {
      await setSecondFactorRequired(handle.db, false, adminId);
    }
    expect(await view({})).toMatchObject({ ok: true, data: "ran" });
  });
});
