import { BackLink } from "@/components/ui/back-link";
import { PageHeader } from "@/components/ui/page-header";
import type { CorporateResponse } from "../lib/types";
import { CorporateForm } from "./corporate-form";

export function NewCorporatePage() {
  return (
    <>
      <BackLink href="/corporates">Corporates</BackLink>
      <PageHeader
        title="New corporate"
        description="Name, tax residency and registered address are required. Individuals and accounts are added on the corporate's page once it exists."
      />
      <CorporateForm />
    </>
  );
}

export function CorporateEditorPage({ corporate }: { corporate: CorporateResponse }) {
  return (
    <>
      <BackLink href={`/corporates/${encodeURIComponent(corporate.corporate_id)}`}>
        {corporate.name}
      </BackLink>
      <PageHeader
        title={`Edit ${corporate.name}`}
        description="Saving changes the fields below; the address is replaced as a whole."
      />
      <CorporateForm corporate={corporate} />
    </>
  );
}
