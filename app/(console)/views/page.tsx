import type { Metadata } from "next";
import { SavedViewsPage } from "@/features/saved-views";
import { loadSavedViewsPage } from "@/features/saved-views/server";

export const metadata: Metadata = { title: "Saved views" };

export default async function Page() {
  return <SavedViewsPage view={await loadSavedViewsPage()} />;
}
