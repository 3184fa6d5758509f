import { describe, expect, it } from "vitest";
import { ErrorCode, errorCatalog, findErrorCode, httpStatusOf } from "./catalog";

// The spec's Errors table, copied as text; 4245001 to 4245011 expand to eleven rows.
const SPEC_TABLE = `
4000001 BadRequest | 4000002 BadRequest | 4000003 BadRequest | 4000004 BadRequest
4000005 BadRequest | 4009900 BadRequest | 4009901 BadRequest | 4009999 BadRequest
4010001 Unauthorized | 4010002 Unauthorized | 4019900 Unauthorized
4030001 Forbidden | 4030002 Forbidden | 4030003 Forbidden | 4039900 Forbidden | 4039901 Forbidden
4039902 Forbidden | 4039903 Forbidden | 4039904 Forbidden | 4039905 Forbidden
4040001 NotFound | 4049900 NotFound | 4090001 Conflict | 4090002 Conflict
4139900 RequestEntityTooLarge | 4159900 UnsupportedMediaType
4299900 TooManyRequests | 4299901 TooManyRequests
4220001 UnprocessableEntity | 4220002 UnprocessableEntity | 4220003 UnprocessableEntity
4220004 UnprocessableEntity | 4220005 UnprocessableEntity | 4220006 UnprocessableEntity
4220007 UnprocessableEntity | 4220008 UnprocessableEntity
4224001 UnprocessableEntity | 4224002 UnprocessableEntity | 4224003 UnprocessableEntity
4224004 UnprocessableEntity | 4224005 UnprocessableEntity | 4224006 UnprocessableEntity
4225024 UnprocessableEntity | 4225025 UnprocessableEntity | 4225026 UnprocessableEntity
4225027 UnprocessableEntity | 4225028 UnprocessableEntity | 4225029 UnprocessableEntity
4225031 UnprocessableEntity | 4225032 UnprocessableEntity | 4225033 UnprocessableEntity
4225035 UnprocessableEntity | 4225036 UnprocessableEntity | 4225037 UnprocessableEntity
4225038 UnprocessableEntity | 4225053 UnprocessableEntity | 4225054 UnprocessableEntity
4225055 UnprocessableEntity | 4225056 UnprocessableEntity | 4225057 UnprocessableEntity
4225058 UnprocessableEntity | 4225059 UnprocessableEntity | 4225060 UnprocessableEntity
4225061 UnprocessableEntity | 4225062 UnprocessableEntity | 4225064 UnprocessableEntity
4225073 UnprocessableEntity | 4225074 UnprocessableEntity
4245001-4245011 FailedDependency
5000001 InternalServerError | 5009900 InternalServerError | 5009901 InternalServerError
5009902 InternalServerError | 5009999 InternalServerError | 5030001 ServiceUnavailable
5049900 GatewayTimeout | 5049901 GatewayTimeout
`;

function expectedRows(): [number, string][] {
  return SPEC_TABLE.split(/[|\n]/)
    .map((cell) => cell.trim())
    .filter((cell) => cell !== "")
    .flatMap((cell) => {
      const [codes = "", status = ""] = cell.split(" ");
      const [from, to = from] = codes.split("-").map(Number);
      return Array.from({ length: (to ?? 0) - (from ?? 0) + 1 }, (_, i): [number, string] => [
        (from ?? 0) + i,
        status,
      ]);
    });
}

describe("error catalog", () => {
  const expected = expectedRows();

  it("has exactly the spec's codes (87, eleven of them 4245xxx)", () => {
    expect(expected).toHaveLength(87);
    expect(errorCatalog.map((record) => record.code).sort()).toEqual(
      expected.map(([code]) => code).sort(),
    );
    expect(errorCatalog.filter((record) => record.status_code === "FailedDependency")).toHaveLength(
      11,
    );
  });

  it.each(expected)("%i is %s, matching its first three digits", (code, status) => {
    const record = findErrorCode(code);
    expect(record?.status_code).toBe(status);
    expect(typeof record?.detail).toBe("string");
    expect(httpStatusOf(code)).toBe(Number(String(code).slice(0, 3)));
  });

  it("4000006 is gone; the eleven failed-dependency codes share one detail", () => {
    expect(findErrorCode(4000006)).toBeUndefined();
    const details = new Set(
      errorCatalog.filter((r) => r.code >= 4245001 && r.code <= 4245011).map((r) => r.detail),
    );
    expect(details.size).toBe(1);
  });

  it("names codes so later code never writes numbers", () => {
    expect(ErrorCode.InsufficientFunds).toBe(4225064);
    expect(ErrorCode.SignatureMismatch).toBe(4220007);
    expect(ErrorCode.ActivationNotAvailable).toBe(4220008);
    expect(ErrorCode.FailedDependency11).toBe(4245011);
    expect(new Set(Object.values(ErrorCode)).size).toBe(Object.values(ErrorCode).length);
  });
});
