import { DataTable } from "@/components/ui/data-table";
import { DetailSection } from "@/components/ui/detail-section";
import type { Officer } from "../lib/officers";
import { AvailabilityButton } from "./availability-button";
import { ReassignOfficerForm } from "./reassign-officer-form";

const availability = (o: Officer) => (o.disabled ? "Disabled" : o.away ? "Away" : "Available");

/** Who works cases, how many each owns, who is away; one's own switch; moving an away officer's cases. */
export function OfficersSection({
  officers,
  meId,
  canWork,
}: {
  officers: Officer[];
  meId: string;
  canWork: boolean;
}) {
  const me = officers.find((o) => o.id === meId);
  const movable = officers.filter(
    (o) => (o.away || o.disabled) && o.openCases > 0 && o.id !== meId,
  );
  return (
    <DetailSection id="officers" title="Officers">
      <div className="grid gap-6 lg:grid-cols-2">
        <DataTable columns={["Officer", "Open cases", "Availability"]}>
          {officers.map((o) => (
            <tr key={o.id}>
              <td className="px-3 py-2">{o.name}</td>
              <td className="px-3 py-2 tabular-nums">{o.openCases}</td>
              <td className="px-3 py-2">{availability(o)}</td>
            </tr>
          ))}
        </DataTable>
        {canWork && (
          <div className="space-y-6">
            {/* Keyed: after a change the form starts from the new state, not the old one. */}
            {me && <AvailabilityButton key={String(me.away)} away={me.away} />}
            {movable.length > 0 ? (
              <ReassignOfficerForm officers={movable} />
            ) : (
              <p className="text-sm text-slate-600">
                No officer who is away or disabled owns open cases.
              </p>
            )}
          </div>
        )}
      </div>
    </DetailSection>
  );
}
