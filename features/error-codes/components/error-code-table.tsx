import { Badge, type BadgeTone } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";

type Row = { code: number; detail: string; statusCode: string };

/** The status class a code belongs to, by its first digit (the HTTP status class). */
function tone(code: number): BadgeTone {
  return code >= 5_000_000 ? "bad" : code >= 4_220_000 ? "warn" : "neutral";
}

export function ErrorCodeTable({ rows }: { rows: Row[] }) {
  return (
    <DataTable columns={["Code", "Status", "HTTP", "Detail"]}>
      {rows.map((row) => (
        <tr key={row.code}>
          <td className="px-3 py-2 font-mono">{row.code}</td>
          <td className="px-3 py-2">
            <Badge tone={tone(row.code)}>{row.statusCode}</Badge>
          </td>
          <td className="px-3 py-2 font-mono text-xs">{String(row.code).slice(0, 3)}</td>
          <td className="px-3 py-2">{row.detail}</td>
        </tr>
      ))}
    </DataTable>
  );
}
