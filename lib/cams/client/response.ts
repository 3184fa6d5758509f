import { ErrorCode } from "../errors/catalog";
import type { Operation } from "../operations";
import { CamsError, errorFromResponse } from "./errors";
import type { Answer } from "./transport";

// Tolerant in what we receive: a response the schema does not accept is logged once per
// operation and returned as sent, so a field the provider adds or renames never breaks a page.
const warned = new Set<string>();

/** A successful answer as the operation's response (undefined when it has none); else a CamsError. */
export function readAnswer(operation: Operation, answer: Answer): unknown {
  if (answer.status < 200 || answer.status > 299) {
    throw errorFromResponse(answer.status, answer.text);
  }
  if (operation.response === null || answer.status === 204 || answer.text === "") return undefined;
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    throw new CamsError({
      code: ErrorCode.ServerError,
      httpStatus: answer.status,
      detail: `The provider answered ${operation.id} with HTTP ${answer.status} and a body that is not JSON`,
    });
  }
  const parsed = operation.response.safeParse(json);
  if (parsed.success) return parsed.data;
  if (!warned.has(operation.id)) {
    warned.add(operation.id);
    console.warn(
      `[cams] ${operation.id}: the response does not match its schema; using it as received`,
      parsed.error.issues,
    );
  }
  return json;
}
