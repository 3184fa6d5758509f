import { DetailSection, Muted } from "@/components/ui/detail-section";
import { formatTimestamp } from "@/components/ui/format";
import type { NoteRecord } from "@/features/compliance/lib/records";
import { NoteForm } from "./note-form";

/** The review's working notes, newest first, each with its author and time. */
export function NotesSection({ customerId, notes }: { customerId: string; notes: NoteRecord[] }) {
  return (
    <DetailSection id="notes" title="Notes">
      <div className="space-y-4">
        <NoteForm customerId={customerId} />
        {notes.length === 0 ? (
          <Muted>No notes yet.</Muted>
        ) : (
          <ol aria-label="Notes, newest first" className="space-y-3">
            {notes.map((note) => (
              <li key={note.id} data-testid="note" className="text-sm">
                <p className="whitespace-pre-wrap text-slate-900">{note.body}</p>
                <p className="mt-0.5 text-xs text-slate-600">
                  {note.authorName} ({note.authorEmail}),{" "}
                  {formatTimestamp(note.createdAt.toISOString())}
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </DetailSection>
  );
}
