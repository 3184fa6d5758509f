import { BackLink } from "@/components/ui/back-link";
import { PageHeader } from "@/components/ui/page-header";
import type { OpenCasePageView } from "../loaders/open-case-page";
import { OpenCaseForm } from "./open-case-form";

/** Raise a compliance case about one customer. */
export function OpenCasePage({ view }: { view: OpenCasePageView }) {
  return (
    <>
      <BackLink href={`/customers/${encodeURIComponent(view.customerId)}`}>
        {view.customerName}
      </BackLink>
      <PageHeader
        title={`Open a compliance case: ${view.customerName}`}
        description="Say what you saw. Compliance officers find the case in their inbox, with a deadline set by its priority."
      />
      <OpenCaseForm customerId={view.customerId} />
    </>
  );
}
