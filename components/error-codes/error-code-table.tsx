import { Badge, type BadgeTone } from "@/components/ui/badge";

type Row = { code: number; detail: string; statusCode: string };

/** The status class a code belongs to, by its first digit (the HTTP status class). */
function tone(code: number): BadgeTone {
  return code >= 5_000_000 ? "bad" : code >= 4_220_000 ? "warn" : "neutral";
}

export function ErrorCodeTable({ rows }: { rows: Row[] }) {
  return (
    <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2">
              Code
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="px-3 py-2">
              HTTP
            </th>
            <th scope="col" className="px-3 py-2">
              Detail
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
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
        </tbody>
      </table>
    </div>
  );
}
