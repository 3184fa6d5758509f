import { SectionNotReady, sectionMetadata } from "@/components/shell/section-not-ready";

export const metadata = sectionMetadata("corporates");

export default function Page() {
  return <SectionNotReady section="corporates" />;
}
