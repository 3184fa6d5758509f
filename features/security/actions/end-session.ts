"use server";

import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { endSession as endOwnSession } from "@/lib/console/auth/sessions";
import { endSessionInput } from "../lib/session-input";

/**
 * A user ends one of their own sessions (a browser left signed in elsewhere). Its next request
 * is sent to sign in. Only their own: another user's session id ends nothing.
 */
export const endSession = defineAction({
  name: "user.end_session",
  permission: "security.self",
  kind: "console",
  schema: endSessionInput,
  async run({ sessionId }, { db, user }) {
    if (!(await endOwnSession(db, user.id, sessionId)))
      throw new ActionRefusal("NOT_FOUND", "That session has already ended.");
    return { data: null, target: { type: "user", id: user.email }, after: { sessionId } };
  },
});
