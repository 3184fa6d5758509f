import { DetailSection, Facts } from "@/components/ui/detail-section";
import { formatTimestamp } from "@/components/ui/format";
import { PageHeader } from "@/components/ui/page-header";
import type { ProviderPageView } from "../loaders/provider-page";
import { PendingRotation } from "./pending-rotation";
import { RotatePasswordForm } from "./rotate-password-form";
import { SettingsNav } from "./settings-nav";

/** Who the console is to the provider, its token, and the password rotation. No secret shows. */
export function ProviderPage({ view }: { view: ProviderPageView }) {
  const { rotation, token } = view;
  return (
    <>
      <PageHeader
        title="Settings"
        description="Console users and their roles, and the console's credentials at the provider."
      />
      <SettingsNav current="/settings/provider" />
      <div className="grid gap-4 lg:grid-cols-2">
        <DetailSection id="provider" title="Provider">
          <Facts
            items={[
              [
                "Provider",
                view.builtInSandbox ? "The sandbox built into this console" : "External",
              ],
              [
                "Address",
                <span key="url" className="break-all">
                  {view.baseUrl}
                </span>,
              ],
              ["Username", view.username],
            ]}
          />
        </DetailSection>
        <DetailSection id="token" title="Access token (this server)">
          <Facts
            items={
              token
                ? [
                    ["Last refreshed", formatTimestamp(token.issuedAt.toISOString())],
                    ["Expires", formatTimestamp(token.expiresAt.toISOString())],
                  ]
                : [["Status", "None yet: one is requested at the next call to the provider."]]
            }
          />
        </DetailSection>
        <DetailSection id="password" title="Password">
          <div className="space-y-4">
            <Facts
              items={[
                [
                  "In use",
                  rotation.rotatedAt
                    ? "The password rotated from this console, kept encrypted"
                    : "The configured password (CAMS_PASSWORD)",
                ],
                [
                  "Last rotated",
                  rotation.rotatedAt
                    ? `${formatTimestamp(rotation.rotatedAt.toISOString())} by ${rotation.rotatedByEmail ?? "a removed user"}`
                    : "Never, from this console",
                ],
              ]}
            />
            {rotation.pendingSince ? (
              <PendingRotation since={rotation.pendingSince} />
            ) : (
              <RotatePasswordForm hold={view.rotationHold} />
            )}
          </div>
        </DetailSection>
      </div>
    </>
  );
}
