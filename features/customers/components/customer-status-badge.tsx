import { Badge, type BadgeTone } from "@/components/ui/badge";
import { enumLabel } from "@/components/ui/enum-options";

const tones: Record<string, BadgeTone> = { Active: "good", OnHold: "warn", Rejected: "bad" };

/** A customer status; a value the console does not know is shown as it came, in neutral. */
export function CustomerStatusBadge({ status }: { status?: string }) {
  if (!status) return <span className="text-slate-500">—</span>;
  return <Badge tone={tones[status] ?? "neutral"}>{enumLabel(status)}</Badge>;
}
