import { policySentence } from "../lib/summary";
import type { PolicyView } from "../loaders/policies-page";

/** A policy as the table shows it; off is muted. */
export function PolicyWords({ policy }: { policy: PolicyView }) {
  if (policy.mode === "off") return <span className="text-slate-600">Off</span>;
  const thresholds = policy.thresholds.map((t) => ({ ...t, amount: Number(t.amount) }));
  const maxRows = policy.maxRows === "" ? null : Number(policy.maxRows);
  return <span>{policySentence({ ...policy, thresholds, maxRows })}</span>;
}
