import type { Db } from "@/lib/db";
import { type AuditOutcome, auditLog } from "@/lib/db/schema";

type AuditActor = { id: string; email: string } | null;

type AuditEntry = {
  actor: AuditActor;
  action: string;
  target?: { type: string; id: string | null };
  before?: unknown;
  after?: unknown;
  outcome: AuditOutcome;
  detail?: string;
  ip?: string | null;
};

const SECRET_KEY = /pass(word)?|secret|token|api_?key|authorization|signature|hash/i;

/** Copies a value for the audit log with every secret-looking field masked. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? "[redacted]" : redact(v)]),
    );
  }
  return value;
}

/** Longer than any id, email or message the console writes; a forged value is cut here. */
export const AUDIT_TEXT_MAX = 320;

/** `text` cut to AUDIT_TEXT_MAX characters, marked when it was cut. */
export function clip(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  return text.length <= AUDIT_TEXT_MAX ? text : `${text.slice(0, AUDIT_TEXT_MAX - 1)}…`;
}

/**
 * The one way to write the audit log. Free-text columns are clipped: what a stranger sends (an
 * email at sign-in, a header) never fills the log. Pass the transaction of the change being audited so the
 * entry and the change commit together.
 */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorEmail: clip(entry.actor?.email),
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: clip(entry.target?.id),
    before: entry.before === undefined ? null : redact(entry.before),
    after: entry.after === undefined ? null : redact(entry.after),
    outcome: entry.outcome,
    detail: clip(entry.detail),
    ip: clip(entry.ip),
  });
}
