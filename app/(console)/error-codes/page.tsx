import { SectionNotReady, sectionMetadata } from "@/components/shell/section-not-ready";

export const metadata = sectionMetadata("errorCodes");

export default function Page() {
  return <SectionNotReady section="errorCodes" />;
}
