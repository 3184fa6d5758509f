import { Badge, type BadgeTone } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import type { auditLog } from "@/lib/db/schema";

const outcomeTone: Record<string, BadgeTone> = { success: "good", failure: "bad", denied: "warn" };

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-slate-400">—</span>;
  return (
    <details>
      <summary className="cursor-pointer text-xs text-brand-700">show</summary>
      <pre className="mt-1 max-w-xs overflow-auto rounded bg-slate-50 p-2 text-xs">
        {JSON.stringify(value, null, 2)}
      </pre>
    </details>
  );
}

export function AuditTable({ rows }: { rows: (typeof auditLog.$inferSelect)[] }) {
  return (
    <DataTable
      columns={[
        "Time (UTC)",
        "Actor",
        "Action",
        "Target",
        "Outcome",
        "Detail",
        "Before",
        "After",
        "IP",
      ]}
    >
      {rows.map((r) => (
        <tr key={r.id} className="align-top">
          <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">
            {r.at.toISOString().replace("T", " ").slice(0, 19)}
          </td>
          <td className="px-3 py-2">
            {r.actorEmail ?? <span className="text-slate-500">anonymous</span>}
          </td>
          <td className="px-3 py-2 font-mono text-xs">{r.action}</td>
          <td className="px-3 py-2 text-xs">
            {r.targetType ? `${r.targetType}: ${r.targetId ?? ""}` : "—"}
          </td>
          <td className="px-3 py-2">
            <Badge tone={outcomeTone[r.outcome] ?? "neutral"}>{r.outcome}</Badge>
          </td>
          <td className="px-3 py-2 text-xs text-slate-700">{r.detail ?? "—"}</td>
          <td className="px-3 py-2">
            <Json value={r.before} />
          </td>
          <td className="px-3 py-2">
            <Json value={r.after} />
          </td>
          <td className="px-3 py-2 font-mono text-xs">{r.ip ?? "—"}</td>
        </tr>
      ))}
    </DataTable>
  );
}
