import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AddressForm } from "@/components/customers/address-form";
import { PageHeader } from "@/components/ui/page-header";
import { CamsError } from "@/lib/cams/client";
import { requirePagePermission } from "@/lib/console/auth/session";
import { camsClient } from "@/lib/console/cams-client";

export const metadata: Metadata = { title: "Customer addresses" };

type Params = { customerId: string };

export default async function CustomerAddressesPage({
  params,
  searchParams,
}: {
  params: Promise<Params>;
  searchParams: Promise<{ type?: string }>;
}) {
  await requirePagePermission("customers.editContact");
  const { customerId } = await params;
  const customer = await camsClient()
    .call("getCustomer", { params: { customer_id: customerId } })
    .catch((error) => {
      if (error instanceof CamsError && error.httpStatus === 404) notFound();
      throw error;
    });
  const type = (await searchParams).type ?? customer.addresses?.[0]?.type ?? "Home";
  const address = customer.addresses?.find((a) => a.type === type) ?? { type };

  return (
    <>
      <PageHeader
        title={`${customer.first_name} ${customer.last_name}: addresses`}
        description="Change one address at a time: pick its type, change the fields, save. Fields left as they are stay unchanged."
      />
      <nav aria-label="Addresses" className="mb-6 flex gap-2 text-sm">
        {(customer.addresses ?? []).map((a) => (
          <Link
            key={String(a.type)}
            href={`?type=${a.type}`}
            aria-current={a.type === type ? "true" : undefined}
            className="rounded-full px-3 py-1 ring-1 ring-slate-300 aria-[current=true]:bg-slate-800 aria-[current=true]:text-white"
          >
            {String(a.type)}
          </Link>
        ))}
      </nav>
      <AddressForm key={String(type)} customerId={customerId} address={address} />
    </>
  );
}
