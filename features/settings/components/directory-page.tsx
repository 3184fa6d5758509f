import { PageHeader } from "@/components/ui/page-header";
import type { DirectoryStatus } from "../lib/directory-status";
import { DirectoryStatusView } from "./directory-status";
import { SettingsNav } from "./settings-nav";

/** The directory's filling from the provider: its state, "Sync now" and "Rebuild". */
export function DirectoryPage({ status }: { status: DirectoryStatus }) {
  return (
    <>
      <PageHeader
        title="Settings"
        description="Console users and their roles, the console's credentials at the provider, and its directory."
      />
      <SettingsNav current="/settings/directory" />
      <DirectoryStatusView initial={status} />
    </>
  );
}
