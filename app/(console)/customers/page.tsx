import { SectionNotReady, sectionMetadata } from "@/components/shell/section-not-ready";

export const metadata = sectionMetadata("customers");

export default function Page() {
  return <SectionNotReady section="customers" />;
}
