import { BackLink } from "@/components/ui/back-link";
import { DetailSection, Muted } from "@/components/ui/detail-section";
import { EmptyState } from "@/components/ui/empty-state";
import { FindByIdForm } from "@/components/ui/find-by-id-form";
import { PageHeader } from "@/components/ui/page-header";
import { TextLink } from "@/components/ui/text-link";
import type { SpendControlsPageView } from "../loaders/spend-controls-page";
import { GroupRulesFacts } from "./group-rules";
import { SpendControlForm } from "./spend-control-form";
import { WhatIfForm } from "./what-if-form";

/** A card's spend control groups, a new one (manager), and the authorization what-if. */
export function SpendControlsPage({ view }: { view: SpendControlsPageView }) {
  const { card, groups } = view;
  const cardPath = `/cards/${encodeURIComponent(card.card_id)}`;
  const cardName = `Card ${card.last_four ? `•••• ${card.last_four}` : card.card_id}`;
  return (
    <>
      <BackLink href={cardPath}>{cardName}</BackLink>
      <PageHeader
        title={`Spend controls of ${cardName}`}
        description={`A spend control group applies to every card of its BIN, here ${card.bin}. Every enabled group must allow an authorization.`}
      />
      <div className="space-y-6">
        <DetailSection id="groups-heading" title="Groups that apply">
          <div className="space-y-3">
            <Muted>
              The provider offers no list of groups: these are the ones this console created or
              opened, each read from the provider now.
            </Muted>
            {groups.length === 0 ? (
              <EmptyState title="No groups known for this BIN">
                {view.manage ? "Create one below." : "A manager can create one."}
              </EmptyState>
            ) : (
              <ul className="space-y-3">
                {groups.map((group) => (
                  <li key={group.id} className="rounded-md p-3 ring-1 ring-slate-200">
                    <h3 className="mb-2 text-sm font-semibold text-slate-900">
                      <TextLink href={`${cardPath}/spend-controls/${encodeURIComponent(group.id)}`}>
                        {group.name ?? group.id}
                      </TextLink>
                    </h3>
                    <GroupRulesFacts group={group} />
                  </li>
                ))}
              </ul>
            )}
            <FindByIdForm
              action={`${cardPath}/spend-controls`}
              name="group_id"
              label="Open a group by its id"
              value={view.find.groupId}
              error={view.find.error}
              hint="A group made elsewhere, e.g. through the provider's interface: once opened, this console remembers it."
              submit="Open group"
            />
          </div>
        </DetailSection>
        <DetailSection id="what-if-heading" title="Authorization what-if">
          <WhatIfForm cardId={card.card_id} sandbox={view.sandbox} canSend={view.manage} />
        </DetailSection>
        {view.manage ? (
          <DetailSection id="new-group-heading" title="New group">
            <SpendControlForm mode="create" cardId={card.card_id} />
          </DetailSection>
        ) : (
          <Muted>Your role can read spend controls but not change them.</Muted>
        )}
      </div>
    </>
  );
}
