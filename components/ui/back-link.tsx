import { Link } from "./link";

/** The way back up, above a page's header: "← Jane Doe". */
export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-2 text-sm">
      <Link href={href} className="font-medium text-brand-700 hover:underline">
        ← {children}
      </Link>
    </nav>
  );
}
