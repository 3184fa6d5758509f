import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CamsClient } from "@/lib/cams/client";
import { installConsole, signInAs, usersByRole } from "@/lib/console/actions/testing";
import { openCases } from "@/lib/console/cases/open";
import type { DbHandle } from "@/lib/db";
import {
  auditLog,
  complianceCaseAttachments,
  complianceCaseEvents,
  complianceCases,
  type Role,
} from "@/lib/db/schema";
import { CASE_ATTACHMENT_MAX_BYTES } from "@/lib/db/schema/case-values";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { attachCaseFile } from "../actions/attach-case-file";
import { closeComplianceCase } from "../actions/close-compliance-case";
import { attachmentRoute } from "./attachment-route";
import { checkAttachment } from "./attachment-type";
import { attachCaseFileInput } from "./case-input";
import { evidencePackRoute } from "./evidence-pack-route";

const bytes = (text: string) => new TextEncoder().encode(text);
const PDF = bytes("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const sha256 = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

describe("what evidence a file may be, read from its content", () => {
  it.each([
    ["statement.pdf", "application/pdf", PDF],
    ["passport.png", "image/png", PNG],
    ["selfie.JPG", "image/jpeg", JPEG],
    ["selfie.jpeg", "image/jpeg", JPEG],
    ["call-notes.txt", "text/plain", bytes("Called the customer at 10:00.\r\n\tNo answer.\f")],
    // No claim in the name: the content decides.
    ["export", "text/plain", bytes("id,amount\n1,250\n")],
    ["scan", "application/pdf", PDF],
  ])("accepts %s as %s", (name, type, content) => {
    expect(checkAttachment(name, content)).toMatchObject({ ok: true, mediaType: type });
  });

  it.each([
    ["statement.pdf", PDF, "statement.pdf"],
    ["selfie.JPG", JPEG, "selfie.JPG"],
    ["export.csv", bytes("id,amount\n"), "export.csv.txt"],
    ["report.html", bytes("just words"), "report.html.txt"],
    ["scan", PDF, "scan.pdf"],
  ])("keeps %s's name with an extension of its type", (name, content, kept) => {
    expect(checkAttachment(name, content)).toMatchObject({ ok: true, fileName: kept });
  });

  it.each([
    [
      "an HTML page called .pdf",
      "statement.pdf",
      bytes("<!DOCTYPE html><html><body>hi</body></html>"),
      "web page",
    ],
    ["markup with a script", "notes.txt", bytes("hello <script>alert(1)</script>"), "web page"],
    ["SVG", "logo.png", bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), "web page"],
    ["a PNG called .pdf", "statement.pdf", PNG, 'ends ".pdf", but its content is a PNG image'],
    ["a PDF called .txt", "notes.txt", PDF, 'ends ".txt", but its content is a PDF'],
    ["a ZIP", "archive.zip", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]), "not a PDF"],
    ["text with a NUL", "notes.txt", bytes("a\u0000b"), "not a PDF"],
    ["bytes that are not UTF-8", "notes.txt", new Uint8Array([0x61, 0xc3, 0x28]), "not a PDF"],
  ])("refuses %s", (_what, name, content, words) => {
    const checked = checkAttachment(name, content);
    expect(checked.ok).toBe(false);
    expect(checked.ok || checked.message).toContain(words);
  });

  const file = (size: number, name = "a.pdf") => new File([new Uint8Array(size)], name);
  const fileError = (input: unknown) => {
    const parsed = attachCaseFileInput.safeParse(input);
    return parsed.success ? null : parsed.error.issues.map((i) => [i.path.join("."), i.message]);
  };
  const id = "5f0c6e0a-8f5e-4a53-9d7c-2f1b9b1c0a11";

  it("takes files of 1 byte to 10 MB, and names of up to 200 characters", () => {
    expect(fileError({ case_id: id, file: file(CASE_ATTACHMENT_MAX_BYTES) })).toBeNull();
    expect(fileError({ case_id: id, file: file(1, `${"n".repeat(196)}.pdf`) })).toBeNull();
    expect(fileError({ case_id: id, file: file(CASE_ATTACHMENT_MAX_BYTES + 1) })).toEqual([
      ["file", "This file is 10.0 MB: a case takes files of up to 10.0 MB"],
    ]);
    expect(fileError({ case_id: id, file: file(0) })).toEqual([
      ["file", "This file is empty: choose the file that holds the evidence"],
    ]);
    expect(fileError({ case_id: id, file: file(1, `${"n".repeat(197)}.pdf`) })?.[0]?.[0]).toBe(
      "file",
    );
    expect(fileError({ case_id: id })).toEqual([["file", "Choose the file to attach"]]);
  });
});

describe.each(testBackends)("a case's evidence on %s", (backend) => {
  let handle: DbHandle;
  let uninstall: () => void;
  let users: Record<Role, string>;
  beforeAll(async () => {
    handle = await createTestDb(backend);
    uninstall = installConsole(handle, {} as CamsClient);
    users = await usersByRole(handle);
  });
  afterAll(async () => {
    uninstall();
    await handle.close();
  });

  const newCase = async (customerId: string) => {
    const [opened] = await openCases(handle.db, [{ customerId, kind: "aml_hold", reason: "held" }]);
    return opened!.id;
  };
  const stored = (caseId: string) =>
    handle.db
      .select()
      .from(complianceCaseAttachments)
      .where(eq(complianceCaseAttachments.caseId, caseId));

  it("stores a PDF with its hash, a timeline line and an audit entry", async () => {
    const caseId = await newCase(`attach-${backend}`);
    signInAs(users.compliance);
    const result = await attachCaseFile({
      case_id: caseId,
      file: new File([PDF], "bank statement.pdf"),
    });
    expect(result).toMatchObject({ ok: true, data: { sha256: sha256(PDF) } });
    const [row] = await stored(caseId);
    expect(row).toMatchObject({
      fileName: "bank statement.pdf",
      mediaType: "application/pdf",
      size: PDF.length,
      sha256: sha256(PDF),
    });
    expect(Buffer.from(row!.content).equals(Buffer.from(PDF))).toBe(true);
    const lines = await handle.db
      .select()
      .from(complianceCaseEvents)
      .where(eq(complianceCaseEvents.caseId, caseId));
    expect(lines.find((l) => l.type === "attachment")).toMatchObject({
      attachmentId: row!.id,
      actorId: users.compliance,
    });
    const [entry] = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "cases.attach_file"))
      .limit(1);
    expect(entry).toMatchObject({ targetType: "case", outcome: "success" });
  });

  it("refuses an HTML page called .pdf on the file field, writing nothing", async () => {
    const caseId = await newCase(`html-${backend}`);
    signInAs(users.compliance);
    const result = await attachCaseFile({
      case_id: caseId,
      file: new File(["<html><body>Pay here</body></html>"], "statement.pdf"),
    });
    expect(result).toMatchObject({ ok: false, code: "VALIDATION" });
    expect(result.ok || result.fieldErrors.file).toContain("web page");
    expect(await stored(caseId)).toEqual([]);
  });

  it("refuses roles that do not work cases, and closed cases", async () => {
    const caseId = await newCase(`refused-${backend}`);
    for (const role of ["support", "admin", "manager"] as const) {
      signInAs(users[role]);
      expect(
        await attachCaseFile({ case_id: caseId, file: new File([PDF], "a.pdf") }),
      ).toMatchObject({ ok: false, code: "FORBIDDEN" });
    }
    signInAs(users.compliance);
    await closeComplianceCase({ case_id: caseId, version: 1, outcome: "cleared", summary: "Done" });
    const closed = await attachCaseFile({ case_id: caseId, file: new File([PDF], "a.pdf") });
    expect(closed).toMatchObject({ ok: false, code: "case_closed" });
    expect(await stored(caseId)).toEqual([]);
  });

  it("the database refuses a hash its bytes do not have, and any change to a stored file", async () => {
    const caseId = await newCase(`hash-${backend}`);
    await expect(
      handle.db.insert(complianceCaseAttachments).values({
        caseId,
        fileName: "a.txt",
        mediaType: "text/plain",
        size: 2,
        sha256: "0".repeat(64),
        content: bytes("hi"),
        uploadedBy: users.compliance,
      }),
    ).rejects.toThrow();
    signInAs(users.compliance);
    await attachCaseFile({ case_id: caseId, file: new File(["hi"], "a.txt") });
    await expect(
      handle.db.execute(
        sql`update console.compliance_case_attachments set file_name = 'b.txt' where case_id = ${caseId}`,
      ),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(
        sql`delete from console.compliance_case_attachments where case_id = ${caseId}`,
      ),
    ).rejects.toThrow();
  });

  it("serves a file as a download with nosniff, to the roles that see cases only", async () => {
    const caseId = await newCase(`serve-${backend}`);
    signInAs(users.compliance);
    const attached = await attachCaseFile({
      case_id: caseId,
      file: new File([PNG], "Passport scan ü.png"),
    });
    const id = attached.ok ? attached.data.id : "";
    signInAs(users.admin);
    const response = await attachmentRoute(caseId, id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Passport_scan__.png"; filename*=UTF-8''Passport%20scan%20%C3%BC.png`,
    );
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    signInAs(users.support);
    expect((await attachmentRoute(caseId, id)).status).toBe(403);
    signInAs(users.compliance);
    // The file belongs to another case than the address names: not found.
    expect((await attachmentRoute(await newCase(`other-${backend}`), id)).status).toBe(404);
    expect((await attachmentRoute(caseId, "not-a-uuid")).status).toBe(404);
  });

  it("packs the whole case in a ZIP whose manifest hashes every file", async () => {
    const caseId = await newCase(`pack-${backend}`);
    signInAs(users.compliance);
    await attachCaseFile({ case_id: caseId, file: new File([PDF], "statement.pdf") });
    await attachCaseFile({ case_id: caseId, file: new File([JPEG], "../../etc/selfie.jpg") });
    const response = await evidencePackRoute(caseId);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const manifest = strFromU8(files["manifest.sha256"]!);
    const listed = manifest
      .trim()
      .split("\n")
      .map((line) => line.split("  ") as [string, string]);
    // Every file but the summary and the manifest is listed, and each hash checks out.
    expect(listed.map(([, path]) => path).sort()).toEqual(
      Object.keys(files)
        .filter((p) => p !== "summary.html" && p !== "manifest.sha256")
        .sort(),
    );
    for (const [hash, path] of listed) expect(sha256(files[path]!), path).toBe(hash);
    expect(listed.map(([, p]) => p)).toEqual(
      expect.arrayContaining([
        "attachments/01-statement.pdf",
        "attachments/02-__.._etc_selfie.jpg",
      ]),
    );
    expect(files["attachments/01-statement.pdf"]).toEqual(PDF);
    const manifestHash = sha256(files["manifest.sha256"]!);
    expect(strFromU8(files["summary.html"]!)).toContain(manifestHash);
    const timeline = JSON.parse(strFromU8(files["timeline.json"]!)) as { type: string }[];
    expect(timeline.map((l) => l.type)).toEqual(["opened", "attachment", "attachment"]);
    const [entry] = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "cases.download_evidence_pack"))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(entry).toMatchObject({
      targetId: caseId,
      after: { manifest_sha256: manifestHash, files: 9 },
    });
    signInAs(users.support);
    expect((await evidencePackRoute(caseId)).status).toBe(403);
  });

  it("keeps the case row untouched by evidence: attaching bumps no version", async () => {
    const caseId = await newCase(`version-${backend}`);
    signInAs(users.compliance);
    await attachCaseFile({ case_id: caseId, file: new File(["x"], "x.txt") });
    const [row] = await handle.db
      .select()
      .from(complianceCases)
      .where(eq(complianceCases.id, caseId));
    expect(row!.version).toBe(1);
  });
});
