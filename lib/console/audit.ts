import type { Db } from "@/lib/db";
import { type AuditOutcome, auditLog } from "@/lib/db/schema";

export type AuditActor = { id: string; email: string } | null;

export type AuditEntry = {
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

/**
 * The one way to write the audit log. Pass the transaction of the change being audited so the
 * entry and the change commit together.
 */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    before: entry.before === undefined ? null : redact(entry.before),
    after: entry.after === undefined ? null : redact(entry.after),
    outcome: entry.outcome,
    detail: entry.detail ?? null,
    ip: entry.ip ?? null,
  });
}
