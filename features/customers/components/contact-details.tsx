import { DetailSection, Muted } from "@/components/ui/detail-section";
import { EditLink } from "@/components/ui/edit-link";
import { enumLabel } from "@/components/ui/enum-options";
import type { CustomerRow } from "./customers-table";

type Address = NonNullable<CustomerRow["addresses"]>[number];

export function addressLines(address: Address): string {
  return [
    address.line_1,
    address.line_2,
    address.line_3,
    [address.postal_code, address.city].filter(Boolean).join(" "),
    address.state,
    address.county,
    address.country,
  ]
    .filter(Boolean)
    .join(", ");
}

export function Addresses({
  customerId,
  addresses,
  canEdit,
}: {
  customerId: string;
  addresses: CustomerRow["addresses"];
  canEdit: boolean;
}) {
  return (
    <DetailSection
      id="addresses"
      title="Addresses"
      actions={
        canEdit && (
          <EditLink href={`/customers/${encodeURIComponent(customerId)}/addresses`}>
            Edit addresses
          </EditLink>
        )
      }
    >
      {addresses?.length ? (
        <ul className="space-y-1.5 text-sm">
          {addresses.map((address, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the provider's list, in its order
            <li key={i}>
              <span className="mr-2 font-medium">{address.type ?? "Address"}</span>
              {addressLines(address)}
            </li>
          ))}
        </ul>
      ) : (
        <Muted>No addresses.</Muted>
      )}
    </DetailSection>
  );
}

/** Phones and identifications: short typed lists that sit side by side. */
export function TypedValues({
  id,
  title,
  items,
  empty,
  edit,
}: {
  id: string;
  title: string;
  items: { type: string; value: string; extra?: string }[];
  empty: string;
  /** The editor's link, when the viewer may edit. */
  edit?: { href: string; label: string } | false;
}) {
  return (
    <DetailSection
      id={id}
      title={title}
      actions={edit && <EditLink href={edit.href}>{edit.label}</EditLink>}
    >
      {items.length ? (
        <ul className="space-y-1.5 text-sm">
          {items.map((item) => (
            <li key={`${item.type}-${item.value}`}>
              <span className="mr-2 font-medium">{enumLabel(item.type)}</span>
              <span className="font-mono">{item.value}</span>
              {item.extra && <span className="ml-2 text-slate-600">{item.extra}</span>}
            </li>
          ))}
        </ul>
      ) : (
        <Muted>{empty}</Muted>
      )}
    </DetailSection>
  );
}
