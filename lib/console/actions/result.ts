/** What every server action returns to the browser. Never an exception, never a stack. */
export type ActionResult<T> =
  | { ok: true; data: T; pending?: undefined }
  | {
      ok: false;
      code: string;
      message: string;
      fieldErrors: Record<string, string>;
      pending?: undefined;
    };

export const refusals = {
  unauthenticated: { code: "UNAUTHENTICATED", message: "Your session has ended. Sign in again." },
  forbidden: { code: "FORBIDDEN", message: "Your role does not allow this action." },
  "second-factor-missing": {
    code: "SECOND_FACTOR_REQUIRED",
    message: "Set up your second factor first, on your Security page. Nothing was changed.",
  },
  invalid: { code: "VALIDATION", message: "Some fields need attention." },
  internal: { code: "INTERNAL", message: "Something went wrong. Nothing was changed; try again." },
} as const;

export function refuse(
  refusal: { code: string; message: string },
  fieldErrors: Record<string, string> = {},
): { ok: false; code: string; message: string; fieldErrors: Record<string, string> } {
  return { ok: false, ...refusal, fieldErrors };
}

/**
 * What an action a four-eyes policy keeps waiting for approval answers: nothing was done yet, a request waits
 * for a second person on its page. Only an action with a policy (defineAction's `fourEyes`) can
 * answer it.
 */
export type AwaitingApproval = { ok: true; pending: { requestId: string }; data?: undefined };

/** The page where a request waits, and is decided. */
export const approvalHref = (requestId: string) => `/approvals/${encodeURIComponent(requestId)}`;
