import { z } from "zod";
import { errorResponse, type Operation, operationList } from "@/lib/cams";
import { SEARCH_COUNT_CAP } from "./domain/customers/search";

type JsonSchema = Record<string, unknown>;

/** zod's own JSON Schema output: zod-to-openapi cannot read plain zod 4 schemas. */
const schemaOf = (schema: z.ZodType, io: "input" | "output"): JsonSchema =>
  z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as JsonSchema;

const json = (schema: JsonSchema) => ({ content: { "application/json": { schema } } });

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
  return [...path, ...queryParams];
}

const extensionNotes = {
  "sandbox-assumption":
    "Sandbox assumption: the spec does not show this operation; a real provider plainly has one.",
  simulation: "Sandbox only: a simulation control, never part of the provider's interface.",
} as const;

function operationObject(op: Operation) {
  const success = Object.fromEntries(
    op.successStatuses.map((status) => [
      String(status),
      op.response
        ? { description: "Success", ...json(schemaOf(op.response, "output")) }
        : { description: "Success, no body" },
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
      default: {
        description:
          "Error: `{ code, detail, status_code, errors? }`, HTTP status = first three digits of code",
        ...json(schemaOf(errorResponse, "output")),
      },
    },
    security:
      op.id === "createToken"
        ? [{ apiKey: [], uniqueId: [] }]
        : [{ apiKey: [], uniqueId: [], bearer: [] }],
  };
}

/** The sandbox's OpenAPI document, generated from the operation table of lib/cams. */
export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operationList) {
    paths[op.path] ??= {};
    (paths[op.path] as Record<string, unknown>)[op.method.toLowerCase()] = operationObject(op);
  }
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
        apiKey: { type: "apiKey", in: "header", name: "X-Api-Key" },
        uniqueId: { type: "apiKey", in: "header", name: "X-Unique-Id" },
        bearer: { type: "http", scheme: "bearer" },
      },
    },
    paths,
  };
}
