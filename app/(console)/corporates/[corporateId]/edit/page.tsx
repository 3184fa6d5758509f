import type { Metadata } from "next";
import { CorporateEditorPage } from "@/features/corporates";
import { loadCorporateEditor } from "@/features/corporates/server";

export const metadata: Metadata = { title: "Edit corporate" };

type Props = { params: Promise<{ corporateId: string }> };

export default async function Page({ params }: Props) {
  const corporate = await loadCorporateEditor((await params).corporateId);
  return <CorporateEditorPage corporate={corporate} />;
}
