import Link from "next/link";
import { addressLines } from "@/components/customers/contact-details";
import { DetailSection, Facts } from "@/components/customers/detail-section";
import { formatTimestamp } from "@/components/customers/format";
import type { CorporateResponse } from "./types";

/** Who the corporate is: its registration, tax residency, address and parent. */
export function CorporateProfile({ corporate }: { corporate: CorporateResponse }) {
  return (
    <DetailSection id="corporate-profile" title="Profile">
      <Facts
        items={[
          [
            "Corporate id",
            <code key="id" className="text-xs">
              {corporate.corporate_id}
            </code>,
          ],
          ["Registration number", corporate.registration_number],
          ["Tax residency", corporate.tax_residency],
          ["Address", corporate.address && addressLines(corporate.address)],
          [
            "Parent corporate",
            corporate.parent_corporate_id && (
              <Link
                href={`/corporates/${encodeURIComponent(corporate.parent_corporate_id)}`}
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                Open parent corporate
              </Link>
            ),
          ],
          ["Created", formatTimestamp(corporate.created_date)],
        ]}
      />
    </DetailSection>
  );
}
