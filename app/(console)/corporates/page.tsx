import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { FindByIdForm } from "@/components/ui/find-by-id-form";
import { PageHeader } from "@/components/ui/page-header";
import { CamsError } from "@/lib/cams/client";
import { requirePagePermission } from "@/lib/console/auth/session";
import { camsClient } from "@/lib/console/cams-client";
import { readOrExplain } from "@/lib/console/read-or-explain";
import type { Db } from "@/lib/db";

export const metadata: Metadata = { title: "Corporates" };

/**
 * Find a corporate by its id: the provider has no corporate search (the spec lists only
 * create, read and update), so the id is the way in. A plain GET form, so it works before any
 * script loads; an id the provider does not know is said on the field, not as a 404 page.
 */
export default async function CorporatesPage({
  searchParams,
}: {
  searchParams: Promise<{ corporate_id?: string }>;
}) {
  const { db } = await requirePagePermission("corporates.view");
  const corporateId = (await searchParams).corporate_id?.trim();
  const error = corporateId ? await lookUp(db, corporateId) : undefined;
  const hint = "Paste the corporate_id from onboarding records, a webhook or a support ticket.";

  return (
    <>
      <PageHeader
        title="Corporates"
        description="Open a corporate to see its details, its individuals and its accounts with their balances and transactions."
      />
      <FindByIdForm
        action="/corporates"
        name="corporate_id"
        label="Corporate id"
        value={corporateId}
        error={error}
        hint={hint}
        submit="Open corporate"
      />
    </>
  );
}

/** Goes to the corporate when the provider knows it; otherwise answers why not, for the field. */
async function lookUp(db: Db, corporateId: string): Promise<string> {
  const read = await readOrExplain(
    db,
    camsClient()
      .call("getCorporate", { params: { corporate_id: corporateId } })
      .catch((error) => {
        if (error instanceof CamsError && error.httpStatus === 404) return null;
        throw error;
      }),
  );
  if (read.ok && read.data) redirect(`/corporates/${encodeURIComponent(read.data.corporate_id)}`);
  return read.ok ? "No corporate has this id. Check it and try again." : read.message;
}
