import { CopyIdButton } from "./copy-id-button";
import { Link } from "./link";

/** A referenced object as a page shows it: named (and linked to its page), its id copyable. */
type PartyRefProps = { label: string; href: string | null; id: string; noun: string };

export function PartyRef({ label, href, id, noun }: PartyRefProps) {
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1">
      {href ? (
        <Link href={href} title={`${noun} id ${id}`} className="text-brand-700 hover:underline">
          {label}
        </Link>
      ) : (
        <span title={`${noun} id ${id}`}>{label}</span>
      )}
      <CopyIdButton id={id} noun={noun} />
    </span>
  );
}
