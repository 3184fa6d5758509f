import {
  errorCatalog,
  errorEnvelope,
  headerNames,
  httpStatusNames,
  httpStatusOf,
  type Operation,
  operationList,
  requestSignature,
  xUniqueId,
} from "@/lib/cams";
import { z } from "@/lib/cams/zod";
import { SEARCH_COUNT_CAP } from "./domain/customers/search";

type JsonSchema = Record<string, unknown>;

/** zod's own JSON Schema output: zod-to-openapi cannot read plain zod 4 schemas. */
const schemaOf = (schema: z.ZodType, io: "input" | "output"): JsonSchema =>
  z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as JsonSchema;

const json = (schema: JsonSchema) => ({ content: { "application/json": { schema } } });

const WITH_BODY = new Set(["POST", "PUT", "PATCH"]);

/** The request headers that are not credentials: X-Api-Key and the bearer token are schemes. */
function headerParameters(op: Operation) {
  const uniqueId = {
    name: headerNames.uniqueId,
    in: "header",
    required: true,
    description: "Unique per API key for at least 24 hours; a reused one is refused (409).",
    schema: schemaOf(xUniqueId, "input"),
  };
  if (!WITH_BODY.has(op.method)) return [uniqueId];
  const signature = {
    name: headerNames.signature,
    in: "header",
    required: true,
    description:
      "Lowercase hex HMAC-SHA256 of the raw body bytes (of the empty string when there is no body).",
    schema: schemaOf(requestSignature, "input"),
  };
  return [uniqueId, signature];
}

function parameters(op: Operation) {
  const path = Object.keys(op.pathParams.shape).map((name) => ({
    name,
    in: "path",
    required: true,
    schema: schemaOf(op.pathParams.shape[name] as z.ZodType, "input"),
  }));
  const query = op.query instanceof z.ZodObject ? op.query : undefined;
  const queryParams = Object.entries(query?.shape ?? {}).map(([name, schema]) => ({
    name,
    in: "query",
    required: false,
    schema: schemaOf(schema as z.ZodType, "input"),
  }));
  return [...path, ...queryParams, ...headerParameters(op)];
}

/**
 * The error statuses an operation can answer, from the transport guard's order: every request
 * can meet a bad header or query (400), a credential refused (401, 403), a reused X-Unique-Id
 * (409), the quota (429) and a fault or the database away (500, 503); one with path ids can meet
 * an unknown one (404); one with a body its size, media type, signature and rules (413, 415, 422).
 */
function errorStatuses(op: Operation): number[] {
  const statuses = [400, 401, 403, 409, 429, 500, 503];
  if (Object.keys(op.pathParams.shape).length > 0) statuses.push(404);
  if (WITH_BODY.has(op.method)) statuses.push(413, 415, 422);
  return statuses.sort((a, b) => a - b);
}

const retryAfter = (required: boolean, description: string) => ({
  "Retry-After": { required, description, schema: { type: "integer", minimum: 0 } },
});

const errorResponseName = (status: number) => `${status}${httpStatusNames[status]}`;

/** One reusable response per error status: the envelope, narrowed to that status's codes. */
function errorResponses() {
  const statuses = [...new Set(errorCatalog.map((record) => httpStatusOf(record.code)))];
  const envelope = schemaOf(errorEnvelope, "output");
  return Object.fromEntries(
    statuses.map((status) => {
      const records = errorCatalog.filter((record) => httpStatusOf(record.code) === status);
      const schema = {
        ...envelope,
        properties: {
          ...(envelope.properties as JsonSchema),
          code: { type: "integer", enum: records.map((record) => record.code) },
          status_code: { const: httpStatusNames[status] },
        },
      };
      const headers =
        status === 429
          ? retryAfter(true, "Seconds until the quota admits requests again")
          : status === 503
            ? retryAfter(true, "Seconds to wait: the database is out of reach")
            : undefined;
      return [
        errorResponseName(status),
        {
          description: records.map((record) => `${record.code}: ${record.detail}`).join("; "),
          ...(headers ? { headers } : {}),
          ...json(schema),
        },
      ];
    }),
  );
}

const successDescriptions: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "Done, no body",
  206: "Partly created: the answer lists the items created (request_position_index)",
};

const extensionNotes = {
  "sandbox-assumption":
    "Sandbox assumption: the spec does not show this operation; a real provider plainly has one.",
  simulation: "Sandbox only: a simulation control, never part of the provider's interface.",
} as const;

function operationObject(op: Operation) {
  const success = Object.fromEntries(
    op.successStatuses.map((status) => [
      String(status),
      {
        description: successDescriptions[status] ?? "Success",
        ...(op.response ? json(schemaOf(op.response, "output")) : {}),
      },
    ]),
  );
  const errors = Object.fromEntries(
    errorStatuses(op).map((status) => [
      String(status),
      { $ref: `#/components/responses/${errorResponseName(status)}` },
    ]),
  );
  return {
    operationId: op.id,
    summary: op.summary,
    ...(op.extension
      ? { description: extensionNotes[op.extension], "x-sandbox": op.extension }
      : {}),
    tags: [op.extension ?? "interface"],
    parameters: parameters(op),
    ...(op.body ? { requestBody: { required: true, ...json(schemaOf(op.body, "input")) } } : {}),
    responses: {
      ...success,
      ...errors,
      default: {
        description:
          "Any other error: `{ code, detail, status_code, errors? }`, HTTP status = first three digits of code",
        ...json(schemaOf(errorEnvelope, "output")),
      },
    },
    security: op.id === "createToken" ? [{ apiKey: [] }] : [{ apiKey: [], bearer: [] }],
  };
}

function pathsObject() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operationList) {
    paths[op.path] ??= {};
    (paths[op.path] as Record<string, unknown>)[op.method.toLowerCase()] = operationObject(op);
  }
  return paths;
}

// Generating the schemas takes a few hundred milliseconds of CPU, and the document needs no
// credentials: it is built once per process, not per request. Only the server URL varies.
let generated: {
  paths: ReturnType<typeof pathsObject>;
  responses: ReturnType<typeof errorResponses>;
};

/** The sandbox's OpenAPI document, generated from the operation table of lib/cams. */
export function openApiDocument(serverUrl: string) {
  generated ??= { paths: pathsObject(), responses: errorResponses() };
  const { paths, responses } = generated;
  const cap = SEARCH_COUNT_CAP.toLocaleString("en");
  return {
    openapi: "3.1.0",
    info: {
      title: "Card and Account Management Service: sandbox",
      version: "1.61",
      description: [
        "Our own implementation of the provider's interface, on a real database. Operations tagged",
        "`sandbox-assumption` or `simulation` are ours, not the provider's. Every request needs",
        "X-Api-Key and X-Unique-Id (10-36 of A-Z a-z 0-9 - . _, unique per key for at least 24 hours);",
        "every request but POST /token needs `Authorization: Bearer <token>`; POST, PUT and PATCH need",
        "X-Signature, the lowercase hex HMAC-SHA256 of the raw body (of the empty string when there is",
        "no body). Bodies are at most 1 MiB of application/json. This document itself needs no credentials.",
        `GET /customers with last_name counts its matches up to ${cap}: past that, total_count is ${cap}.`,
      ].join(" "),
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        apiKey: { type: "apiKey", in: "header", name: headerNames.apiKey },
        bearer: { type: "http", scheme: "bearer" },
      },
      responses,
    },
    paths,
  };
}
