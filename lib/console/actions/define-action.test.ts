import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { CamsClient } from "@/lib/cams/client";
import type { DbHandle } from "@/lib/db";
import { createTestDb } from "@/lib/db/testing";
import { defineAction } from "./define-action";
import { installConsole, signInAs, usersByRole } from "./testing";

vi.mock("@/lib/console/auth", () => ({ auth: vi.fn() }));
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));

// Text PostgreSQL cannot store is refused on its field by the chain every action runs, before
// its own code: a NUL in a note used to reach the database and come back as "internal error".
let handle: DbHandle;
let uninstall: () => void;
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

beforeAll(async () => {
  handle = await createTestDb("pglite");
  uninstall = installConsole(handle, {} as CamsClient);
  signInAs((await usersByRole(handle)).compliance);
});
afterAll(async () => {
  uninstall();
  await handle.close();
});

describe("defineAction", () => {
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
