import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { CamsClient } from "@/lib/cams/client";
import { installConsole } from "@/lib/console/actions/testing";
import { listDirectory } from "@/lib/console/directory";
import { seedDemoUsers } from "@/lib/console/seed";
import type { DbHandle } from "@/lib/db";
import {
  complianceCaseAttachments,
  complianceCases,
  directoryEntries,
  users,
} from "@/lib/db/schema";
import { createTestDb } from "@/lib/db/testing";
import { startDemoData } from "./bootstrap";

vi.mock("@/lib/console/auth", () => ({ auth: vi.fn() }));

// The demo seeding goes through the sandbox's interface, which cannot list corporates: the
// console's directory must be told of the demo corporate, or the Corporates list never shows it.
let handle: DbHandle;
let uninstall: () => void;
beforeAll(async () => {
  handle = await createTestDb("pglite");
  // The built-in sandbox runs on the console's database; the console's provider is not asked.
  uninstall = installConsole(handle, {} as CamsClient);
});
afterAll(async () => {
  uninstall();
  await handle.close();
});

describe("the demo data at start", () => {
  it("enters the demo corporate, Nordlicht Trading GmbH, and its account in the directory", async () => {
    await seedDemoUsers(handle.db);
    await startDemoData(handle.db);
    const corporates = await listDirectory(handle.db, { kind: "corporate" });
    expect(corporates.rows.map((row) => row.displayName)).toEqual(["Nordlicht Trading GmbH"]);
    const id = corporates.rows[0]?.id;
    const accounts = await listDirectory(handle.db, { kind: "account", ownerId: id });
    expect(accounts.rows).toEqual([
      expect.objectContaining({ ownerKind: "corporate", accountIdentifier: expect.any(String) }),
    ]);
  }, 120_000);

  it("gives the held and rejected customers cases in the states the inbox shows", async () => {
    // Seeded by the first test's start: compliance@ owns an overdue case, one is due today, one snoozed.
    const now = Date.now();
    const cases = await handle.db
      .select({
        name: directoryEntries.displayName,
        status: complianceCases.status,
        owner: users.email,
        due: complianceCases.dueAt,
        snoozedUntil: complianceCases.snoozedUntil,
      })
      .from(complianceCases)
      .innerJoin(directoryEntries, eq(directoryEntries.id, complianceCases.customerId))
      .leftJoin(users, eq(users.id, complianceCases.ownerId))
      .where(eq(complianceCases.kind, "aml_hold"));
    const of = (name: string) => cases.find((c) => c.name === name);
    expect(of("Hanna Holden")).toMatchObject({
      status: "in_review",
      owner: "compliance@example.com",
    });
    expect(of("Hanna Holden")?.due.getTime()).toBeLessThan(now);
    expect(of("Ronja Reject")).toMatchObject({ status: "new", owner: null });
    expect(of("Ronja Reject")?.due.toISOString().slice(0, 10)).toBe(
      new Date(now).toISOString().slice(0, 10),
    );
    expect(of("Henrik Holt")?.snoozedUntil?.getTime()).toBeGreaterThan(now);
  });

  it("gives each demo case a file of evidence, of the type its content shows", async () => {
    const files = await handle.db
      .select({
        name: complianceCaseAttachments.fileName,
        type: complianceCaseAttachments.mediaType,
        content: complianceCaseAttachments.content,
      })
      .from(complianceCaseAttachments)
      .orderBy(complianceCaseAttachments.fileName);
    expect(files.map((f) => [f.name, f.type])).toEqual([
      ["call-log.txt", "text/plain"],
      ["passport-expired.pdf", "application/pdf"],
      ["verification-reasons.txt", "text/plain"],
    ]);
    const [text, pdf] = files.map((f) =>
      new TextDecoder("utf-8", { fatal: true }).decode(f.content),
    );
    expect(text).toContain("Call with Henrik Holt (demo)");
    expect(pdf).toMatch(/^%PDF-1\.4\n[\s\S]*\(Customer: Hanna Holden\) '[\s\S]*%%EOF\n$/);
  });
});
