import { PageHeader } from "@/components/ui/page-header";
import { SettingsNav } from "@/features/settings";
import type { CaseSettingsPageView } from "../loaders/case-settings-page";
import { CaseSettingsForm } from "./case-settings-form";

/** Settings → Cases: how compliance cases are given out and when they fall due. */
export function CaseSettingsPage({ view }: { view: CaseSettingsPageView }) {
  return (
    <>
      <PageHeader
        title="Settings"
        description="Console users and their roles, and the console's credentials at the provider."
      />
      <SettingsNav current="/settings/cases" />
      {/* Keyed by version: after a save the form starts from what was saved. */}
      <CaseSettingsForm key={view.settings.version} settings={view.settings} />
    </>
  );
}
