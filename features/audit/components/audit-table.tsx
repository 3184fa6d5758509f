import { Badge, type BadgeTone } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import { formatTimestamp } from "@/components/ui/format";
import { Link } from "@/components/ui/link";
import { PartyRef } from "@/components/ui/party-ref";
import { changeRows } from "@/features/audit/lib/audit-change";
import type { AuditTarget } from "@/features/audit/lib/audit-targets";
import { auditActionLabel, auditSummary, outcomeWords } from "@/features/audit/lib/audit-words";
import type { auditLog } from "@/lib/db/schema";

const outcomeTone: Record<string, BadgeTone> = { success: "good", failure: "bad", denied: "warn" };

/**
 * Before and after, folded away (most readers only want the sentence), as a table of fields in
 * words with the changed ones marked.
 */
function Change({ before, after }: { before: unknown; after: unknown }) {
  const rows = changeRows(before, after);
  if (rows.length === 0) return <span className="text-slate-500">—</span>;
  const changed = rows.filter((row) => row.changed).length;
  return (
    <details>
      <summary className="cursor-pointer text-xs text-brand-700">
        {changed === 1 ? "1 field changed" : `${changed} fields changed`}
      </summary>
      <table className="mt-1 max-w-xs text-xs" data-verbatim>
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="pr-2 font-medium">
              Field
            </th>
            <th scope="col" className="pr-2 font-medium">
              Before
            </th>
            <th scope="col" className="font-medium">
              After
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field} className={row.changed ? "bg-amber-50" : undefined}>
              <th scope="row" className="pr-2 text-left font-normal text-slate-700">
                {row.field}
              </th>
              <td className="break-all pr-2">{row.before}</td>
              <td className="break-all">{row.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** What the entry was aimed at, named and linked to its page when it has one, its id copyable. */
function Target({ target }: { target: AuditTarget | undefined }) {
  if (!target) return <span className="text-slate-500">—</span>;
  if (target.id) return <PartyRef {...target} id={target.id} />;
  return target.href ? (
    <Link href={target.href} className="break-all text-brand-700 hover:underline">
      {target.label}
    </Link>
  ) : (
    <span className="break-all">{target.label}</span>
  );
}

/** The log, one sentence per row; sized to fit a 1366 px screen, the change folded away. */
export function AuditTable({
  rows,
  targets,
}: {
  rows: (typeof auditLog.$inferSelect)[];
  targets: Map<number, AuditTarget>;
}) {
  return (
    <DataTable
      caption="Audit entries, newest first"
      columns={["Time", "Who", "What", "Target", "Outcome", "Detail", "Change", "IP"]}
    >
      {rows.map((r) => {
        const summary = auditSummary(r.after);
        return (
          <tr key={r.id} className="align-top">
            <td className="px-3 py-2 text-xs">
              {formatTimestamp(r.at, undefined, { seconds: true })}
            </td>
            <td className="break-all px-3 py-2 text-xs">
              {r.actorEmail ?? <span className="text-slate-600">Not signed in</span>}
            </td>
            <td className="px-3 py-2 text-sm">
              {auditActionLabel(r.action)}
              {summary && <span className="text-slate-700">: {summary}</span>}
            </td>
            <td className="max-w-56 px-3 py-2 text-xs">
              <Target target={targets.get(r.id)} />
            </td>
            <td className="px-3 py-2">
              <Badge tone={outcomeTone[r.outcome] ?? "neutral"}>
                {outcomeWords[r.outcome] ?? r.outcome}
              </Badge>
            </td>
            <td className="max-w-64 px-3 py-2 text-xs text-slate-700">{r.detail ?? "—"}</td>
            <td className="px-3 py-2">
              <Change before={r.before} after={r.after} />
            </td>
            <td className="px-3 py-2 font-mono text-xs">{r.ip ?? "—"}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}
