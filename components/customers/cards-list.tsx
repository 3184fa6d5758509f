import { DataTable } from "@/components/ui/data-table";
import { CardStatusBadge } from "./card-status-badge";
import type { CustomerRow } from "./customers-table";
import { DetailSection, Muted } from "./detail-section";

const columns = ["Card", "Type", "Emboss name", "Expiry", "Status"];

export function CardsList({ cards }: { cards: CustomerRow["cards"] }) {
  return (
    <DetailSection id="cards" title="Cards">
      {cards?.length ? (
        <DataTable columns={columns} caption="The customer's cards">
          {cards.map((card) => (
            <tr key={card.card_id} data-testid="card-row">
              <td className="px-3 py-2 font-mono text-xs">
                {card.last_four ? `•••• ${card.last_four}` : card.card_id}
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
