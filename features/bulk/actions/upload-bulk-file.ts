"use server";

import { createHash } from "node:crypto";
import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { can } from "@/lib/console/auth/permissions";
import { camsClient } from "@/lib/console/cams-client";
import { uploadBulkFileInput } from "../lib/bulk-input";
import { dryRun } from "../lib/dry-run";
import { bulkKind } from "../lib/registry";
import { createBatch } from "../lib/store";

/**
 * The dry run of a file: every row checked (the forms' rules, repeats, the provider's state of
 * what it names) and kept as a draft batch with the file's SHA-256. Nothing is sent; the batch
 * page shows each row, valid or not and why, and asks to confirm.
 */
export const uploadBulkFile = defineAction({
  name: "bulk.upload",
  permission: "bulk.use",
  kind: "provider",
  schema: uploadBulkFileInput,
  async run({ kind, file }, { db, user }) {
    const definition = bulkKind(kind);
    if (!can(user.role, definition.permission)) {
      const message = `Your role cannot run “${definition.label}”.`;
      throw new ActionRefusal("FORBIDDEN", message, { kind: message });
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const checked = await dryRun(definition, bytes, { client: camsClient(), db });
    if (!checked.ok)
      throw new ActionRefusal("VALIDATION", checked.problem, { file: checked.problem });
    const fileSha256 = createHash("sha256").update(bytes).digest("hex");
    const id = await createBatch(db, {
      kind,
      fileName: file.name.trim(),
      fileSha256,
      maker: user,
      rows: checked.rows,
    });
    const invalid = checked.rows.filter((row) => row.problems).length;
    return {
      data: { batch_id: id },
      target: { type: "bulk_batch", id },
      after: {
        kind,
        file_name: file.name.trim(),
        sha256: fileSha256,
        rows: checked.rows.length,
        invalid,
      },
    };
  },
});
