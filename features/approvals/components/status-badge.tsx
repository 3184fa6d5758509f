import { Badge } from "@/components/ui/badge";
import type { ApprovalStatus } from "@/lib/db/schema/approval-values";
import { statusTone, statusWords } from "../lib/words";

export function RequestStatusBadge({ status }: { status: ApprovalStatus }) {
  return <Badge tone={statusTone[status]}>{statusWords[status]}</Badge>;
}
