import { ErrorCode } from "@/lib/cams";
import { SandboxError } from "../errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids are opaque strings to callers but uuids in our tables. Anything else names nothing, and
 * must not reach a uuid column: PostgreSQL would fail the statement, and with it the request.
 */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

/** 404 / 4040001: the path names a resource that does not exist. */
export function dataNotFound(): SandboxError {
  return new SandboxError(ErrorCode.DataNotFound);
}
