import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import type { Permission } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";

type Section = { title: string; permission: Permission; purpose: string; coming: string[] };

/** Sections whose screens later work fills; each page says so plainly instead of a dead link. */
const sections = {
  corporates: {
    title: "Corporates",
    permission: "corporates.view",
    purpose: "Corporate clients, their individuals and their accounts.",
    coming: [
      "create and update corporates",
      "add corporate individuals",
      "follow corporate account transactions",
    ],
  },
} satisfies Record<string, Section>;

type SectionKey = keyof typeof sections;

export function sectionMetadata(key: SectionKey): Metadata {
  return { title: sections[key].title };
}

export async function SectionNotReady({ section: key }: { section: SectionKey }) {
  const section: Section = sections[key];
  await requirePagePermission(section.permission);
  return (
    <>
      <PageHeader title={section.title} description={section.purpose} />
      <EmptyState title="This section is not built yet">
        <p>It will let you:</p>
        <ul className="mt-2 list-inside list-disc text-left">
          {section.coming.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-3">Until then, nothing here reads or changes programme data.</p>
      </EmptyState>
    </>
  );
}
