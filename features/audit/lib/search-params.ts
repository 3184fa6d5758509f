import { createLoader, createSerializer, parseAsStringLiteral } from "nuqs/server";
import { atPage, pageParser } from "@/components/ui/url-state";
import { type AuditOutcome, auditOutcomes } from "@/lib/db/schema";

/** The Audit page's URL: the outcome filter and the page. Read by the loader, written by links. */
const auditParams = {
  outcome: parseAsStringLiteral(auditOutcomes),
  page: pageParser,
};

export const loadAuditParams = createLoader(auditParams);

const serialize = createSerializer(auditParams);

export function auditHref(page: number, outcome?: AuditOutcome): string {
  return `/audit${serialize({ outcome: outcome ?? null, page: atPage(page) })}`;
}
