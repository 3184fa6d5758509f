import {
  ErrorCode,
  findErrorCode,
  httpStatusOf,
  type InterfaceErrors,
  type KnownErrorCode,
} from "@/lib/cams";

/**
 * A refusal in the interface's terms. Domain code throws it; the transport turns it into the
 * error envelope. Only catalog codes can be thrown, so the sandbox never invents a code.
 */
export class SandboxError extends Error {
  constructor(
    readonly code: KnownErrorCode,
    readonly errors?: InterfaceErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(findErrorCode(code)?.detail ?? String(code));
  }

  get status(): number {
    return httpStatusOf(this.code);
  }
}

/** 400 / 4000001 with `errors` on the given fields. */
export function invalidPayload(errors: InterfaceErrors): SandboxError {
  return new SandboxError(ErrorCode.RequestPayloadIncorrect, errors);
}

/** The error envelope: `{ code, detail, status_code, errors? }`. */
export function errorBody(code: KnownErrorCode, errors?: InterfaceErrors) {
  const record = findErrorCode(code);
  return {
    code,
    detail: record?.detail ?? "Unknown error",
    status_code: record?.status_code ?? "InternalServerError",
    ...(errors && Object.keys(errors).length > 0 ? { errors } : {}),
  };
}
