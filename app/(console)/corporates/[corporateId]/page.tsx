import type { Metadata } from "next";
import { BackLink } from "@/components/ui/back-link";
import { PageHeader } from "@/components/ui/page-header";
import { CorporateAccounts } from "@/features/corporates/components/corporate-accounts";
import { CorporateIndividuals } from "@/features/corporates/components/corporate-individuals";
import { CorporateProfile } from "@/features/corporates/components/corporate-profile";
import { requirePagePermission } from "@/lib/console/auth/session";
import { camsClient } from "@/lib/console/cams-client";
import { orNotFound } from "@/lib/console/or-not-found";

export const metadata: Metadata = { title: "Corporate" };

export default async function CorporatePage({
  params,
}: {
  params: Promise<{ corporateId: string }>;
}) {
  await requirePagePermission("corporates.view");
  const { corporateId } = await params;
  const corporate = await orNotFound(
    camsClient().call("getCorporate", { params: { corporate_id: corporateId } }),
  );

  return (
    <>
      <BackLink href="/corporates">Corporates</BackLink>
      <PageHeader
        title={corporate.name}
        description={`Corporate${corporate.tax_residency ? ` resident for tax in ${corporate.tax_residency}` : ""}${corporate.registration_number ? `, registration ${corporate.registration_number}` : ""}.`}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <CorporateProfile corporate={corporate} />
        <CorporateIndividuals corporate={corporate} />
        <div className="lg:col-span-2">
          <CorporateAccounts corporate={corporate} />
        </div>
      </div>
    </>
  );
}
