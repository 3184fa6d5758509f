"use client";

import { Badge } from "@/components/ui/badge";
import { ConfirmedAction } from "@/components/ui/confirmed-action";
import { DataTable } from "@/components/ui/data-table";
import { formatTimestamp } from "@/components/ui/format";
import { useLocale } from "@/components/ui/locale";
import { endSession } from "../actions/end-session";
import type { SecurityPageView } from "../loaders/security-page";

/**
 * The browsers the user is signed in on, most recently seen first. Any but this one can be
 * ended (this one signs out from the menu); its next step asks for a sign-in.
 */
export function SessionsList({ sessions }: { sessions: SecurityPageView["sessions"] }) {
  const locale = useLocale();
  return (
    <DataTable
      caption="Your sessions, most recently seen first"
      columns={["Device", "Address", "Signed in", "Last seen", ""]}
    >
      {sessions.map((session) => (
        <tr key={session.id} className="align-middle">
          <td className="px-3 py-2">
            <span className="font-medium text-slate-900">{session.device}</span>{" "}
            {session.current && <Badge tone="good">this browser</Badge>}
          </td>
          <td className="px-3 py-2 font-mono text-xs">{session.ip ?? "unknown"}</td>
          <td className="px-3 py-2">{formatTimestamp(session.signedInAt, locale)}</td>
          <td className="px-3 py-2">{formatTimestamp(session.lastSeenAt, locale)}</td>
          <td className="px-3 py-2">
            {!session.current && (
              <ConfirmedAction
                id={`end-session-${session.id}`}
                label={`End session on ${session.device}…`}
                title="End this session?"
                confirmLabel="End session"
                done="Session ended."
                run={() => endSession({ sessionId: session.id })}
              >
                {session.device}, signed in {formatTimestamp(session.signedInAt, locale)}, is sent
                to sign in again at its next step.
              </ConfirmedAction>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
