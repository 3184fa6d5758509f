import type { ReactNode } from "react";
import { DataTable } from "@/components/ui/data-table";
import { DetailSection, Muted } from "@/components/ui/detail-section";
import { TextLink } from "@/components/ui/text-link";
import { CardStatusBadge } from "@/features/cards";
import type { CustomerRow } from "./customers-table";

const columns = ["Card", "Type", "Emboss name", "Expiry", "Status"];

const label = (card: { last_four?: string | null; card_id: string }) =>
  card.last_four ? `•••• ${card.last_four}` : card.card_id;

/**
 * `canOpen`: the viewer's role may open a card's lifecycle screen, so each card links there.
 * `actions`: what the viewer may do here, such as issuing more cards.
 */
export function CardsList({
  cards,
  canOpen,
  actions,
}: {
  cards: CustomerRow["cards"];
  canOpen: boolean;
  actions?: ReactNode;
}) {
  return (
    <DetailSection id="cards" title="Cards" actions={actions}>
      {cards?.length ? (
        <DataTable columns={columns} caption="The customer's cards">
          {cards.map((card) => (
            <tr key={card.card_id} data-testid="card-row">
              <td className="px-3 py-2 font-mono text-xs">
                {canOpen ? (
                  <TextLink href={`/cards/${card.card_id}`}>{label(card)}</TextLink>
                ) : (
                  label(card)
                )}
              </td>
              <td className="px-3 py-2">{card.card_type ?? "—"}</td>
              <td className="px-3 py-2">{card.emboss_name ?? "—"}</td>
              <td className="px-3 py-2 font-mono text-xs">{card.expiry_date ?? "—"}</td>
              <td className="px-3 py-2">
                <CardStatusBadge status={card.status} statusName={card.status_name} />
              </td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <Muted>No cards.</Muted>
      )}
    </DetailSection>
  );
}
