import { SectionNotReady, sectionMetadata } from "@/components/shell/section-not-ready";

export const metadata = sectionMetadata("events");

export default function Page() {
  return <SectionNotReady section="events" />;
}
