import type { Metadata } from "next";
// Not from the feature's index, which the shell renders on every page (see there).
import { SavedViewsPage } from "@/features/saved-views/components/saved-views-page";
import { loadSavedViewsPage } from "@/features/saved-views/server";

export const metadata: Metadata = { title: "Saved views" };

export default async function Page() {
  return <SavedViewsPage view={await loadSavedViewsPage()} />;
}
