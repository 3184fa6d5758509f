import { DataTable } from "@/components/ui/data-table";
import { DetailSection, Muted } from "@/components/ui/detail-section";
import type { CorporateResponse } from "@/features/corporates/lib/types";
import { countryText } from "@/lib/cams/country-names";

/** The people attached to the corporate, with what they are to it (director, UBO…). */
export function CorporateIndividuals({ corporate }: { corporate: CorporateResponse }) {
  const individuals = corporate.individuals ?? [];
  return (
    <DetailSection id="corporate-individuals" title="Individuals">
      {individuals.length === 0 ? (
        <Muted>No individuals yet.</Muted>
      ) : (
        <DataTable
          columns={["Name", "Types", "Residence country"]}
          caption="The corporate's individuals"
        >
          {individuals.map((person) => (
            <tr key={person.individual_id}>
              <td className="px-3 py-2">
                {person.first_name} {person.last_name}
              </td>
              <td className="px-3 py-2">{(person.types ?? []).map(String).join(", ") || "—"}</td>
              <td className="px-3 py-2">{countryText(person.residence_country)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </DetailSection>
  );
}
