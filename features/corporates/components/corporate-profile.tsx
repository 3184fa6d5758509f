import type { ReactNode } from "react";
import { CopyIdButton } from "@/components/ui/copy-id-button";
import { DetailSection, Facts } from "@/components/ui/detail-section";
import { formatTimestamp } from "@/components/ui/format";
import { TextLink } from "@/components/ui/text-link";
import type { CorporateResponse } from "@/features/corporates/lib/types";
import { addressLines } from "@/features/customers";
import { countryText } from "@/lib/cams/country-names";

/** Who the corporate is: its registration, tax residency, address and parent. */
export function CorporateProfile({
  corporate,
  actions,
}: {
  corporate: CorporateResponse;
  /** The edit link, for roles that may change the corporate. */
  actions?: ReactNode;
}) {
  return (
    <DetailSection id="corporate-profile" title="Profile" actions={actions}>
      <Facts
        items={[
          ["Corporate id", <CopyIdButton key="id" id={corporate.corporate_id} noun="corporate" />],
          ["Registration number", corporate.registration_number],
          ["Tax residency", countryText(corporate.tax_residency)],
          ["Address", corporate.address && addressLines(corporate.address)],
          [
            "Parent corporate",
            corporate.parent_corporate_id && (
              <TextLink
                href={`/corporates/${encodeURIComponent(corporate.parent_corporate_id)}`}
                className="font-medium"
              >
                Open parent corporate
              </TextLink>
            ),
          ],
          ["Created", formatTimestamp(corporate.created_date)],
        ]}
      />
    </DetailSection>
  );
}
