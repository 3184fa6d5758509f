import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { complianceCaseEvents, complianceCases, users } from "@/lib/db/schema";
import { recordSeen } from "../directory/record";
import { demoPdf } from "./demo-pdf";
import { insertAttachment } from "./evidence";

type Held = { id: string; name: string; status: "OnHold" | "Rejected" };

const HOUR_MS = 3_600_000;

type Line = Omit<typeof complianceCaseEvents.$inferInsert, "caseId" | "actorId">;
type File = { fileName: string; mediaType: "application/pdf" | "text/plain"; bytes: Uint8Array };

const text = (body: string) => new TextEncoder().encode(body);

/**
 * The demo's compliance cases, so the inbox has work in each state from the first start:
 * Hanna Holden's hold owned by compliance@ and overdue by 5 hours, Ronja Reject's unassigned and
 * due today, Henrik Holt's snoozed until tomorrow; each with a note and a file of evidence
 * (attached by compliance@, when the demo has that user). The customers are entered
 * in the directory (their holds open the cases), then each case is put in its state. A demo
 * whose cases were already worked is left alone: only a case still new is set.
 */
export async function seedDemoCases(
  db: Db,
  people: { hanna: Held; ronja: Held; henrik: Held },
  now = new Date(),
): Promise<void> {
  await recordSeen(
    db,
    Object.values(people).map((p) => ({
      kind: "customer" as const,
      id: p.id,
      displayName: p.name,
      status: p.status,
    })),
  );
  const [officer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "compliance@example.com"));
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  const note = (body: string): Line => ({ type: "note", body });
  const states: {
    who: Held;
    set: Partial<typeof complianceCases.$inferInsert>;
    lines: Line[];
    file: File;
  }[] = [
    {
      who: people.hanna,
      set: {
        ownerId: officer?.id ?? null,
        status: "in_review",
        dueAt: new Date(now.getTime() - 5 * HOUR_MS),
      },
      lines: [
        {
          type: "assigned",
          ownerId: officer?.id ?? null,
          fromStatus: "new",
          toStatus: "in_review",
          body: "Took the case.",
        },
        note("Asked the customer for a new passport: the one on file expired."),
      ],
      file: {
        fileName: "passport-expired.pdf",
        mediaType: "application/pdf",
        bytes: demoPdf("Identity document check (demo)", [
          `Customer: ${people.hanna.name}`,
          "Document: passport, expired on file.",
          "Requested: a current passport or national identity card.",
        ]),
      },
    },
    {
      who: people.ronja,
      // Halfway to midnight UTC: due today whenever the demo starts.
      set: { dueAt: new Date((now.getTime() + midnight) / 2) },
      lines: [
        note(
          "Two reasons from the verification provider: a blurry document, and the registry was down.",
        ),
      ],
      file: {
        fileName: "verification-reasons.txt",
        mediaType: "text/plain",
        bytes: text(
          `Verification of ${people.ronja.name} (demo)\n- DocumentUnreadable: the photo of the document is blurred.\n- RegistryUnavailable: the registry did not answer.\n`,
        ),
      },
    },
    {
      who: people.henrik,
      set: { snoozedUntil: new Date(now.getTime() + 24 * HOUR_MS) },
      lines: [
        { type: "snoozed", body: "Snoozed for a day: documents are coming by post." },
        note("The customer called: a certified copy of the passport is in the post."),
      ],
      file: {
        fileName: "call-log.txt",
        mediaType: "text/plain",
        bytes: text(
          `Call with ${people.henrik.name} (demo)\nThe customer posted a certified copy of the passport; expected within 3 working days.\n`,
        ),
      },
    },
  ];
  for (const { who, set, lines, file } of states) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(complianceCases)
        .set({ ...set, version: sql`${complianceCases.version} + 1` })
        .where(
          and(
            eq(complianceCases.customerId, who.id),
            eq(complianceCases.kind, "aml_hold"),
            eq(complianceCases.status, "new"),
          ),
        )
        .returning({ id: complianceCases.id });
      if (!row) return;
      const actorId = officer?.id ?? null;
      await tx
        .insert(complianceCaseEvents)
        .values(lines.map((line) => ({ ...line, caseId: row.id, actorId })));
      if (actorId) await insertAttachment(tx, { ...file, caseId: row.id, uploadedBy: actorId });
    });
  }
}
