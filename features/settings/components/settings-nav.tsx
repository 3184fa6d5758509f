import { cn } from "@/components/ui/cn";
import { Link } from "@/components/ui/link";

const sections = [
  { href: "/settings", label: "Users" },
  { href: "/settings/provider", label: "Provider credentials" },
  { href: "/settings/directory", label: "Directory" },
  { href: "/settings/sandbox", label: "Sandbox" },
  { href: "/settings/approvals", label: "Approvals" },
  { href: "/settings/cases", label: "Cases" },
] as const;

/** The settings' sections, the current one marked for the eye and for screen readers. */
export function SettingsNav({ current }: { current: (typeof sections)[number]["href"] }) {
  return (
    <nav aria-label="Settings" className="mb-6">
      <ul className="flex flex-wrap gap-2 border-b border-slate-200">
        {sections.map((section) => (
          <li key={section.href}>
            <Link
              href={section.href}
              aria-current={section.href === current ? "page" : undefined}
              className={cn(
                "-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium",
                section.href === current
                  ? "border-brand-600 text-brand-700"
                  : "border-transparent text-slate-600 hover:text-slate-900",
              )}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
