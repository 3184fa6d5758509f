import { Badge } from "@/components/ui/badge";
import { Facts } from "@/components/ui/detail-section";
import { enumLabel } from "@/components/ui/enum-options";
import { merchantCategoryText } from "@/lib/cams/merchant-categories";
import type { GroupRules } from "../lib/explain";

const listText = (list?: string[]) =>
  list && list.length > 0 ? list.join(", ") : "Any (empty list)";

type Limit = { period: string; max_amount?: number | null; max_count?: number | null };

function limitText(limit: Limit): string {
  const parts = [
    limit.max_amount != null ? `at most ${limit.max_amount} in the authorization's currency` : null,
    limit.max_count != null ? `at most ${limit.max_count} authorizations` : null,
  ].filter(Boolean);
  return `${enumLabel(limit.period)}: ${parts.join(" and ")}`;
}

/** A group's rules in words: what it allows, and its limits. */
export function GroupRulesFacts({ group }: { group: GroupRules & { is_enabled?: boolean } }) {
  const limits: Limit[] = [
    ...(group.periodicities ?? []),
    ...(group.periodicity ? [group.periodicity] : []),
  ];
  return (
    <Facts
      items={[
        [
          "State",
          group.is_enabled === false ? (
            <Badge key="state">Disabled</Badge>
          ) : (
            <Badge key="state" tone="good">
              Enabled
            </Badge>
          ),
        ],
        ["Merchant categories", listText(group.merchant_category_codes?.map(merchantCategoryText))],
        ["Merchants", listText(group.merchant_ids)],
        ["Terminal locations", listText(group.terminal_locations)],
        ["Terminals", listText(group.terminal_ids)],
        [
          "Limits",
          limits.length > 0 ? (
            <ul key="limits">
              {limits.map((limit) => (
                <li key={limit.period}>{limitText(limit)}</li>
              ))}
            </ul>
          ) : (
            "None"
          ),
        ],
      ]}
    />
  );
}
