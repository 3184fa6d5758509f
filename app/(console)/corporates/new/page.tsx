import type { Metadata } from "next";
import { NewCorporatePage } from "@/features/corporates";
import { loadNewCorporate } from "@/features/corporates/server";

export const metadata: Metadata = { title: "New corporate" };

export default async function Page() {
  await loadNewCorporate();
  return <NewCorporatePage />;
}
