import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { cardItem, kycCustomer } from "@/lib/cams/__fixtures__/bodies";
import { signBody } from "@/lib/sandbox/auth/signature";
import { type Answer, envelopeProblem, sandboxClient, sandboxConfig } from "./testing/client";
import { fuzzSeed } from "./testing/fuzz-seed";
import { ledgerViolations } from "./testing/ledger-checks";
import { bodyText, nastyString, type Schema, valueFor } from "./testing/openapi-arbitraries";
import { createDatabase, withClient } from "./testing/postgres";
import { type SandboxProcess, startSandbox } from "./testing/sandbox-process";

const RUNS = Number(process.env.FUZZ_RUNS || 1500);
const { seed: SEED, from } = fuzzSeed();

type Operation = {
  id: string;
  method: string;
  path: string;
  parameters: { name: string; in: string; required?: boolean; schema: Schema }[];
  body?: Schema;
};

type Sent = {
  /** "valid", or which header was broken on purpose. */
  kind: string;
  op: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
};

/** A URL cannot carry a lone surrogate: it goes as U+FFFD, as a browser would send it. */
function encodePathValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, "\ufffd"));
  }
}

/** The operations of the document, as the fuzzer needs them. */
function operationsOf(document: Schema): Operation[] {
  return Object.entries(document.paths as Record<string, Schema>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]: [string, Schema]) => ({
      id: op.operationId,
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.["application/json"]?.schema,
    })),
  );
}

// Every operation of /sandbox/openapi.json, called with valid and broken path parameters,
// queries, bodies and headers, a few at a time: no answer may be 5xx, and every error must be
// the spec's envelope. Seeded from the commit (SEED=… replays a run), FUZZ_RUNS batches.
describe("the OpenAPI document, fuzzed", () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let sandbox: SandboxProcess;
  let operations: Operation[];
  let token: string;
  /** Ids that exist, by path parameter name, so calls reach past "not found". */
  const known: Record<string, string[]> = {};

  async function seed() {
    const client = sandboxClient(sandbox.baseUrl);
    token = await client.signIn();
    const call = async (method: string, path: string, body?: unknown) => {
      const answer = await client.call(method, path, { body });
      if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.text}`);
      return answer.body;
    };
    // A fuzzed PUT /simulate/limits outlives a reset (limits are the programme's settings): the
    // seed's own credits must not meet a minimum amount the fuzzer set.
    await call("PUT", "/simulate/limits", {});
    const customer = await call("POST", "/customers", {
      ...kycCustomer,
      identifications: [{ type: "Passport", value: `F${Date.now() % 1e8}` }],
    });
    const cards = await call("POST", `/customers/${customer.customer_id}/cards`, [cardItem]);
    const other = await client.newAccount(50);
    const accountId = customer.accounts?.[0]?.account_id ?? (await client.newAccount()).accountId;
    const credit = await call("POST", `/accounts/${accountId}/credit`, {
      amount: 500,
      currency: "EUR",
      transaction_code: "AccountLoad",
    });
    const corporate = await call("POST", "/corporates", {
      name: "Fuzz Ltd",
      tax_residency: "IE",
      address: { line_1: "1 Company Road", city: "Dublin", postal_code: "D02 X285", country: "IE" },
    });
    const corporateAccounts = await call("POST", `/corporates/${corporate.corporate_id}/accounts`, [
      { currency: "EUR" },
    ]);
    Object.assign(known, {
      customer_id: [customer.customer_id, other.customerId],
      account_id: [accountId, other.accountId],
      creditor_account_id: [other.accountId, accountId],
      card_id: [cards.cards?.[0]?.card_id].filter(Boolean),
      transaction_id: [credit.transaction_id],
      corporate_id: [corporate.corporate_id],
      corporate_account_id: [corporateAccounts.accounts?.[0]?.account_id].filter(Boolean),
      code: ["4220008", "5030001"],
    });
  }

  beforeAll(async () => {
    database = await createDatabase(inject("adminUrl"));
    sandbox = await startSandbox({ databaseUrl: database.url });
    operations = operationsOf(await (await fetch(`${sandbox.baseUrl}/openapi.json`)).json());
    await seed();
  });
  afterAll(async () => {
    await sandbox?.kill();
    await database?.drop();
  });

  function requestFor(op: Operation): fc.Arbitrary<Sent> {
    const pathParams = op.parameters.filter((p) => p.in === "path");
    const queryParams = op.parameters.filter((p) => p.in === "query");
    const pathValue = (name: string, schema: Schema) =>
      fc.oneof(
        {
          weight: 6,
          arbitrary: fc.nat().map((i) => known[name]?.[i % known[name].length] ?? randomUUID()),
        },
        { weight: 1, arbitrary: fc.uuid() },
        { weight: 1, arbitrary: valueFor(schema).map(String) },
        { weight: 2, arbitrary: nastyString },
      );
    const queryValue = (schema: Schema) =>
      fc.oneof(
        { weight: 3, arbitrary: valueFor(schema).map(String) },
        { weight: 1, arbitrary: nastyString },
      );
    const headers = fc.oneof(
      { weight: 9, arbitrary: fc.constant("valid") },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          "no-key",
          "wrong-key",
          "no-token",
          "bad-token",
          "bad-signature",
          "bad-unique-id",
          "text-plain",
        ),
      },
    );
    return fc
      .record({
        path: fc.tuple(...pathParams.map((p) => pathValue(p.name, p.schema))),
        query: fc.tuple(
          ...queryParams.map((p) => fc.option(queryValue(p.schema), { nil: undefined, freq: 2 })),
        ),
        extraQuery: fc.option(fc.tuple(nastyString, nastyString), { freq: 2 }),
        body: op.body
          ? bodyText(op.body)
          : fc.option(fc.constantFrom("{}", "[]", "x"), { freq: 6 }),
        headers,
      })
      .map(({ path, query, extraQuery, body, headers: kind }) => {
        let url = op.path;
        pathParams.forEach((p, i) => {
          url = url.replace(`{${p.name}}`, encodePathValue(path[i]!));
        });
        const search = new URLSearchParams();
        queryParams.forEach((p, i) => {
          if (query[i] !== undefined) search.append(p.name, query[i]!);
        });
        if (extraQuery) search.append(extraQuery[0], extraQuery[1]);
        const qs = search.toString();
        const text = op.method === "GET" ? undefined : (body ?? undefined);
        const sent: Record<string, string> = {
          "x-api-key": sandboxConfig.apiKey,
          "x-unique-id": randomUUID(),
          authorization: `Bearer ${token}`,
          ...(op.method !== "GET"
            ? { "x-signature": signBody(text ?? "", sandboxConfig.signingSecret) }
            : {}),
          ...(text !== undefined ? { "content-type": "application/json" } : {}),
        };
        if (kind === "no-key") delete sent["x-api-key"];
        if (kind === "wrong-key") sent["x-api-key"] = "not-the-key";
        if (kind === "no-token") delete sent.authorization;
        if (kind === "bad-token") sent.authorization = "Bearer not.a.token";
        if (kind === "bad-signature") sent["x-signature"] = "sha256=0000";
        if (kind === "bad-unique-id") sent["x-unique-id"] = "x";
        if (kind === "text-plain") sent["content-type"] = "text/plain";
        return {
          kind,
          op: op.id,
          method: op.method,
          url: `${url}${qs ? `?${qs}` : ""}`,
          headers: sent,
          body: text,
        };
      });
  }

  /** Node's default limit on a request line and its headers (`--max-http-header-size`). */
  const NODE_HEAD_LIMIT = 16 * 1024;
  /**
   * What fetch adds to the headers counted below (host, connection, content-length, accept,
   * user-agent…), about 200 bytes: a request counted just under the limit may be over it as sent
   * (a CI failure: status 0 on a long query string, refused by Node while its body was on the way).
   */
  const CLIENT_HEADERS_ALLOWANCE = 1024;
  const requestHeadBytes = (r: Sent) =>
    Buffer.byteLength(`${r.method} ${r.url} HTTP/1.1\r\n`) +
    Object.entries(r.headers).reduce(
      (n, [name, value]) => n + Buffer.byteLength(`${name}: ${value}\r\n`),
      0,
    );

  const stateChanging = new Set(["resetSandbox", "restoreSandboxState", "loadSandboxScenario"]);
  const counts = new Map<string, number>();
  const failures = new Map<string, { request: string; status: number; problem: string }>();
  let sent = 0;

  const send = async (r: Sent) => {
    let answer: Answer;
    try {
      const response = await fetch(`${sandbox.baseUrl}${r.url}`, {
        method: r.method,
        headers: r.headers,
        body: r.body,
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {}
      answer = { status: response.status, headers: response.headers, text, body };
    } catch (error) {
      answer = { status: 0, headers: new Headers(), text: String(error), body: undefined };
    }
    sent++;
    const key = `${r.op} ${Math.floor(answer.status / 100)}xx`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    // 431: Node's HTTP server refuses a request line or headers over 16 kB before the sandbox
    // sees them; its bare answer is not the sandbox's to shape. With a body on the way, the
    // client may see only the connection it closed (status 0): the same refusal.
    const refusedByNode =
      answer.status === 431 ||
      (answer.status === 0 && requestHeadBytes(r) > NODE_HEAD_LIMIT - CLIENT_HEADERS_ALLOWANCE);
    // A path value of "." is resolved away by the URL before sending (`/customers/./addresses`
    // is `/customers/addresses`), reaching another path of the document, which may not have the
    // method: the sandbox's transport answers 405 with the methods it has in Allow, as RFC 9110
    // says, and no body (lib/sandbox/transport/methods.ts).
    const allow = answer.headers.get("allow");
    const methodNotThere =
      answer.status === 405 && allow !== null && !allow.split(", ").includes(r.method);
    const problem =
      refusedByNode || methodNotThere
        ? null
        : answer.status === 0 || answer.status >= 500
          ? `HTTP ${answer.status}: ${answer.text.slice(0, 300)}`
          : answer.status >= 400
            ? envelopeProblem(answer)
            : null;
    if (problem && !failures.has(`${r.op} ${answer.status}`)) {
      failures.set(`${r.op} ${answer.status}`, {
        request: `${r.method} ${r.url.slice(0, 300)} headers: ${r.kind} body: ${r.body?.slice(0, 300)}`,
        status: answer.status,
        problem,
      });
    }
    // A reset or a restore empties the sandbox: what the fuzzer knows must exist again.
    if (stateChanging.has(r.op) && answer.status < 300) await seed();
  };

  /** One batch: its ordinary requests at once, then those that change the whole sandbox. */
  const property = () =>
    fc.asyncProperty(
      fc.array(fc.oneof(...operations.map(requestFor)), { minLength: 1, maxLength: 4 }),
      async (batch) => {
        const ordinary = batch.filter((r) => !stateChanging.has(r.op));
        await Promise.all(ordinary.map(send));
        for (const r of batch.filter((r) => stateChanging.has(r.op))) await send(r);
        return true;
      },
    );

  it(
    `answers no 5xx and only the spec's error envelope, for ${RUNS} batches of generated requests`,
    async () => {
      console.log(
        `fuzz seed: ${SEED} (${from}; replay: SEED=${SEED} npm run test:reliability -- tests/reliability/openapi-fuzz.test.ts)`,
      );
      // A fixed number of batches, not a time limit: a slow machine then sends the same requests
      // as a fast one, and the verdict depends on the commit alone.
      await fc.assert(property(), { seed: SEED, numRuns: RUNS });

      const reached = new Set([...counts.keys()].map((k) => k.split(" ")[0]));
      console.log(
        `fuzz: ${sent} requests over ${reached.size} of ${operations.length} operations; ` +
          `${[...counts].filter(([k]) => k.endsWith("2xx")).reduce((n, [, c]) => n + c, 0)} answered 2xx`,
      );
      expect([...failures.values()], `seed ${SEED}`).toEqual([]);
      expect(reached.size).toBe(operations.length);
      expect(await withClient(database.url, ledgerViolations)).toEqual({});
    },
    30 * 60_000,
  );

  // What a seed found is kept as a focused test of the exact requests, not as a replay of the
  // seed: a seed's batches move whenever the OpenAPI document changes. Seed 1584357922's
  // deadlock (replace against a card simulation) is lib/sandbox/http/card-concurrency.http.test.ts.
});
