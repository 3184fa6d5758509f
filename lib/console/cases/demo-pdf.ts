/**
 * A one-page PDF with a title and lines of text, for the demo's evidence: enough for a viewer to
 * open and for the attachment check to recognise, without a PDF library in the console.
 * Latin-1 text only; the offsets table (xref) is computed, so viewers need no repair.
 */
export function demoPdf(title: string, lines: string[]): Uint8Array {
  const literal = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [
    "BT /F1 16 Tf 72 760 Td",
    `(${literal(title)}) Tj`,
    "/F1 11 Tf 0 -28 Td 14 TL",
    ...lines.map((line) => `(${literal(line)}) '`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
