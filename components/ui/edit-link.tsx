import { Link } from "./link";

/** A section's "Edit …" link, shown only to roles that may make the change. */
export function EditLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} className="text-sm font-medium text-brand-700 hover:underline">
      {children}
    </Link>
  );
}
