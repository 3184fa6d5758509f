import { SectionNotReady, sectionMetadata } from "@/components/shell/section-not-ready";

export const metadata = sectionMetadata("compliance");

export default function Page() {
  return <SectionNotReady section="compliance" />;
}
