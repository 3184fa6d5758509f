import { Suspense } from "react";
import { DataTable } from "@/components/ui/data-table";
import { DetailSection, Muted } from "@/components/ui/detail-section";
import { EditLink } from "@/components/ui/edit-link";
import { formatTimestamp } from "@/components/ui/format";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import type { StoredBeneficiary } from "@/features/beneficiaries/lib/store";

const columns = ["Name", "Vendor", "IBAN", "Address", "Created (UTC)"];

function addressLine(address: Record<string, unknown> | null): string {
  if (!address) return "—";
  return ["line_1", "line_2", "line_3", "postal_code", "city", "country"]
    .map((key) => address[key])
    .filter((part): part is string => typeof part === "string" && part !== "")
    .join(", ");
}

async function BeneficiaryRows({ read }: { read: Promise<StoredBeneficiary[]> }) {
  const rows = await read;
  if (rows.length === 0) return <Muted>No beneficiaries created from the console yet.</Muted>;
  return (
    <DataTable columns={columns} caption="Remittance beneficiaries created from the console">
      {rows.map((b) => (
        <tr key={b.beneficiaryId} data-testid="beneficiary-row">
          <td className="px-3 py-2">{`${b.firstName} ${b.lastName}`}</td>
          <td className="px-3 py-2">{b.vendor ?? "—"}</td>
          <td className="px-3 py-2 font-mono text-xs">{b.iban ?? "—"}</td>
          <td className="px-3 py-2">{addressLine(b.address)}</td>
          <td className="whitespace-nowrap px-3 py-2">
            {formatTimestamp(b.createdAt.toISOString())}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * The customer's remittance beneficiaries, as the console created and recorded them: the
 * provider has no operation that lists them.
 */
export function BeneficiariesSection({
  customerId,
  read,
  canAdd,
}: {
  customerId: string;
  read: Promise<StoredBeneficiary[]>;
  canAdd: boolean;
}) {
  return (
    <DetailSection
      id="beneficiaries"
      title="Beneficiaries"
      actions={
        canAdd && (
          <EditLink href={`/customers/${encodeURIComponent(customerId)}/beneficiaries/new`}>
            Add beneficiary
          </EditLink>
        )
      }
    >
      <Suspense fallback={<TableSkeleton rows={2} />}>
        <BeneficiaryRows read={read} />
      </Suspense>
    </DetailSection>
  );
}
