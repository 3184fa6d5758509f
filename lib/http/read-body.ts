// Shared by the sandbox and the console: plain HTTP plumbing, neither side's domain.
export type BodyRead = { ok: true; text: string } | { ok: false; tooLarge: true };

/**
 * Reads a request body, counting bytes as they arrive and stopping past `maxBytes`:
 * Content-Length is the sender's claim, not a fact.
 */
export async function readBodyLimited(request: Request, maxBytes: number): Promise<BodyRead> {
  if (!request.body) return { ok: true, text: "" };
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
  return { ok: true, text: Buffer.concat(chunks).toString("utf8") };
}
