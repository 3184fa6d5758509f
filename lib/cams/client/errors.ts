import { ErrorCode, findErrorCode, httpStatusOf } from "../errors/catalog";
import { toFormFieldErrors } from "../errors/field-errors";
import { errorResponse } from "../schemas/error";

type CamsErrorInit = {
  code: number;
  httpStatus: number;
  detail?: string;
  errors?: Record<string, string[]>;
};

/**
 * Marks a CamsError wherever its class was loaded. Next.js bundles a module once per bundle and
 * the client lives on globalThis, so `instanceof` can compare against another copy of the
 * class; a registered symbol is one value in every copy.
 */
const camsErrorBrand = Symbol.for("cams.CamsError");

/** Whether `value` carries `brand`: an instance of a branded class, from any copy of it. */
export function hasBrand(value: unknown, brand: symbol): boolean {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as Record<symbol, unknown>)[brand] === true
  );
}

/** Whether `error` is a CamsError, from this copy of the class or any other. */
export function isCamsError(error: unknown): error is CamsError {
  return hasBrand(error, camsErrorBrand);
}

/**
 * A call the provider refused, or that never got an answer. `fieldErrors` are the provider's
 * `errors` keyed as react-hook-form fields (`addresses.0.postal_code`); `errors` is kept as sent.
 */
export class CamsError extends Error {
  readonly [camsErrorBrand] = true;
  readonly code: number;
  readonly httpStatus: number;
  readonly detail: string;
  readonly fieldErrors: Record<string, string>;
  readonly errors?: Record<string, string[]>;

  constructor({ code, httpStatus, detail, errors }: CamsErrorInit) {
    const text = detail ?? findErrorCode(code)?.detail ?? `HTTP ${httpStatus}`;
    super(`${code}: ${text}`);
    this.name = "CamsError";
    this.code = code;
    this.httpStatus = httpStatus;
    this.detail = text;
    this.errors = errors;
    this.fieldErrors = errors ? toFormFieldErrors(errors) : {};
  }
}

/** A non-2xx answer: the provider's `{code, detail?, errors?}`, or 5000001 when it sent no such body. */
export function errorFromResponse(httpStatus: number, text: string): CamsError {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {}
  const parsed = errorResponse.safeParse(json);
  if (parsed.success) return new CamsError({ ...parsed.data, httpStatus });
  return new CamsError({
    code: ErrorCode.ServerError,
    httpStatus,
    detail: `The provider answered HTTP ${httpStatus} without an error body`,
  });
}

/**
 * No answer at all. Its httpStatus is the one its code implies (500, or 504 for a timeout), as a
 * gateway between us and the provider would have answered.
 */
export function errorFromFailure(error: unknown, url: string): CamsError {
  const timedOut = error instanceof DOMException && error.name === "TimeoutError";
  const code = timedOut ? ErrorCode.GatewayResponseTimeout : ErrorCode.ServerError;
  const reason = error instanceof Error ? error.message : String(error);
  return new CamsError({
    code,
    httpStatus: httpStatusOf(code),
    detail: timedOut
      ? `The provider did not answer in time (${url})`
      : `The provider could not be reached (${url}): ${reason}`,
  });
}

/**
 * A path parameter that would not stay one segment of its path (`..`, `.`, empty, or holding a
 * slash, also once decoded): refused before any request, since a URL resolves `..` and some
 * servers decode `%2F`, so it would reach another resource than the one named. It is the
 * provider's own answer to a path it does not have (404 / 4049900), so pages show their 404 and
 * actions the catalog's sentence.
 */
export class UnsafePathParameter extends CamsError {
  readonly parameter: string;

  constructor(parameter: string) {
    super({
      code: ErrorCode.ResourceNotFound,
      httpStatus: 404,
      detail: `The ${parameter} is not an id the provider could have given`,
    });
    this.name = "UnsafePathParameter";
    this.parameter = parameter;
  }
}
