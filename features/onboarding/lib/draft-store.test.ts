import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@/lib/console/auth/users";
import type { DbHandle } from "@/lib/db";
import { onboardingDrafts } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { emptyDraft, type OnboardingDraft } from "./draft";
import {
  DRAFT_KEPT_DAYS,
  deleteDraft,
  isOthersDraft,
  latestDraft,
  readDraft,
  saveDraft,
} from "./draft-store";

const day = 24 * 60 * 60 * 1000;
const named = (first_name: string): OnboardingDraft => ({ ...emptyDraft(), first_name });

describe.each(testBackends)("onboarding drafts on %s", (backend) => {
  let handle: DbHandle;
  let alice: string;
  let bob: string;
  /** A manager of the console: each test's owners are its own, so no test sees another's drafts. */
  const manager = async (name: string) =>
    (
      await createUser(handle.db, {
        email: `${name}@example.com`,
        name,
        role: "manager",
        password: "long enough password",
      })
    ).id;
  beforeAll(async () => {
    handle = await createTestDb(backend);
    alice = await manager("alice");
    bob = await manager("bob");
  });
  afterAll(() => handle.close());

  it("keeps a draft and its step for its owner, and saves over it", async () => {
    const id = randomUUID();
    await saveDraft(handle.db, alice, { id, draft: named("Jane"), step: "identity" });
    const saved = await saveDraft(handle.db, alice, { id, draft: named("Janet"), step: "kyc" });
    expect(saved?.updatedAt).toBeInstanceOf(Date);
    expect(await readDraft(handle.db, alice, id)).toMatchObject({
      id,
      step: "kyc",
      draft: { first_name: "Janet", accounts: [{ currency: "EUR" }] },
    });
  });

  it("lets no one else read, overwrite, offer or delete it", async () => {
    const id = randomUUID();
    await saveDraft(handle.db, alice, { id, draft: named("Alice's"), step: "contact" });
    const before = await readDraft(handle.db, alice, id);

    expect(await readDraft(handle.db, bob, id)).toBeNull();
    expect(await isOthersDraft(handle.db, bob, id)).toBe(true);
    expect(await isOthersDraft(handle.db, alice, id)).toBe(false);
    expect(await isOthersDraft(handle.db, bob, randomUUID())).toBe(false);
    expect(
      await saveDraft(handle.db, bob, { id, draft: named("Bob's"), step: "review" }),
    ).toBeNull();
    expect(await latestDraft(handle.db, bob)).toBeNull();
    await deleteDraft(handle.db, bob, id);

    expect(await readDraft(handle.db, alice, id)).toEqual(before);
  });

  it("offers the owner's latest draft of the last week", async () => {
    const older = randomUUID();
    const newer = randomUUID();
    const now = Date.now();
    await saveDraft(
      handle.db,
      alice,
      { id: older, draft: named("Older"), step: "kyc" },
      new Date(now + 1000),
    );
    await saveDraft(
      handle.db,
      alice,
      { id: newer, draft: named("Newer"), step: "kyc" },
      new Date(now + 2000),
    );
    expect((await latestDraft(handle.db, alice, new Date(now + 3000)))?.id).toBe(newer);
  });

  it("neither offers nor reads a draft older than a week, and drops it at the owner's next save", async () => {
    const carol = await manager("carol");
    const now = new Date();
    const kept = new Date(now.getTime() - DRAFT_KEPT_DAYS * day + 60_000);
    const stale = new Date(now.getTime() - DRAFT_KEPT_DAYS * day - 60_000);
    const [keptId, staleId] = [randomUUID(), randomUUID()];
    await saveDraft(handle.db, carol, { id: keptId, draft: named("Kept"), step: "kyc" }, kept);
    await saveDraft(handle.db, carol, { id: staleId, draft: named("Stale"), step: "kyc" }, stale);

    // Just inside the week: offered and read. Just outside: neither.
    expect((await latestDraft(handle.db, carol, now))?.id).toBe(keptId);
    expect(await readDraft(handle.db, carol, keptId, now)).not.toBeNull();
    expect(await readDraft(handle.db, carol, staleId, now)).toBeNull();

    await saveDraft(
      handle.db,
      carol,
      { id: randomUUID(), draft: named("New"), step: "identity" },
      now,
    );
    const ids = (await handle.db.select({ id: onboardingDrafts.id }).from(onboardingDrafts)).map(
      (row) => row.id,
    );
    expect(ids).toContain(keptId);
    expect(ids).not.toContain(staleId);
  });

  it("deletes the owner's draft", async () => {
    const id = randomUUID();
    await saveDraft(handle.db, bob, { id, draft: named("Done"), step: "review" });
    await deleteDraft(handle.db, bob, id);
    expect(await readDraft(handle.db, bob, id)).toBeNull();
  });

  it("does not offer a stored draft the form can no longer read", async () => {
    const id = randomUUID();
    const dave = await manager("dave");
    await handle.db
      .insert(onboardingDrafts)
      .values({ id, ownerId: dave, draft: { password: "x" }, step: "kyc" });
    expect(await readDraft(handle.db, dave, id)).toBeNull();
    expect(await latestDraft(handle.db, dave)).toBeNull();
  });
});
