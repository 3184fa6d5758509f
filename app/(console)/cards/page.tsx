import { SectionNotReady, sectionMetadata } from "@/components/shell/section-not-ready";

export const metadata = sectionMetadata("cards");

export default function Page() {
  return <SectionNotReady section="cards" />;
}
