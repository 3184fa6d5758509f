// Shared by the sandbox and the console: plain HTTP plumbing, neither side's domain.
type BodyRead =
  | {
      ok: true;
      /** The bytes as they came: what a signature is computed over. */
      bytes: Buffer;
      /** The bytes as UTF-8; a byte sequence that is not UTF-8 reads as U+FFFD. */
      text: string;
      /** Whether the bytes are valid UTF-8 (JSON text must be, RFC 8259). */
      utf8: boolean;
    }
  | { ok: false; tooLarge: true };

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

function bodyRead(bytes: Buffer): BodyRead {
  let utf8 = true;
  try {
    strictUtf8.decode(bytes);
  } catch {
    utf8 = false;
  }
  return { ok: true, bytes, text: bytes.toString("utf8"), utf8 };
}

/**
 * Reads a request body, counting bytes as they arrive and stopping past `maxBytes`:
 * Content-Length is the sender's claim, not a fact.
 */
export async function readBodyLimited(request: Request, maxBytes: number): Promise<BodyRead> {
  if (!request.body) return bodyRead(Buffer.alloc(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return { ok: false, tooLarge: true };
    }
    chunks.push(value);
  }
  return bodyRead(Buffer.concat(chunks));
}

/**
 * The answer to a body past its limit. The rest of that body was never read, so the connection
 * is closed with the answer: a keep-alive client's next request on it would otherwise wait behind
 * bytes nobody reads (Playwright's client waited out its 30 s timeout).
 */
export function bodyTooLarge(): Response {
  return new Response(null, { status: 413, headers: { connection: "close" } });
}
