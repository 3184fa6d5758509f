"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { FormSkeleton } from "@/components/ui/form-skeleton";
import { TabList } from "@/components/ui/tabs";
import type { MoneyFormsProps, MoneyTab } from "./money-form";

// The forms load after the page: their validation (zod, react-hook-form) and TanStack Query,
// which follows a movement's outcome, are not needed to show it. The skeleton holds a form's
// place meanwhile.
const MoneyForm = dynamic(() => import("./money-form"), {
  ssr: false,
  loading: () => <FormSkeleton label="Loading the form" fields={4} />,
});

const allTabs = [
  ["credit", "Credit"],
  ["debit", "Debit"],
  ["transfer", "Transfer to own account"],
  ["sepa", "SEPA transfer"],
] as const satisfies readonly (readonly [MoneyTab, string])[];

/**
 * The ways money moves, one form at a time; each asks for confirmation before it sends. A
 * corporate's account has all but the transfer to an own account, which the spec gives between
 * a customer's accounts only. `disabledReason`: why the provider would refuse any movement now
 * (a held customer); the tabs are shown disabled with it, and no form is offered.
 */
export function MoneyActions({
  disabledReason,
  ...forms
}: MoneyFormsProps & { disabledReason?: string }) {
  const [tab, setTab] = useState<MoneyTab>("credit");
  const tabs = allTabs.filter(([key]) => key !== "transfer" || forms.owner.kind === "customer");
  if (disabledReason) {
    return (
      <div>
        <div className="mb-3 flex flex-wrap gap-1">
          {tabs.map(([key, label]) => (
            <button
              key={key}
              type="button"
              disabled
              aria-describedby="money-disabled"
              className="cursor-not-allowed rounded-md bg-slate-100 px-3 py-1.5 text-sm font-medium text-slate-500 ring-1 ring-slate-200"
            >
              {label}
            </button>
          ))}
        </div>
        <p id="money-disabled" className="text-sm text-amber-900">
          {disabledReason}
        </p>
      </div>
    );
  }
  return (
    <div>
      <TabList
        label="Money movements"
        tabs={tabs}
        selected={tab}
        onSelect={setTab}
        panelId="money-panel"
      />
      <div role="tabpanel" id="money-panel" aria-labelledby={`tab-${tab}`}>
        <MoneyForm tab={tab} {...forms} />
      </div>
    </div>
  );
}
