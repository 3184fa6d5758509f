"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { FileField, SelectField } from "@/components/ui/form-fields";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { useActionForm } from "@/components/ui/use-action-form";
import { uploadBulkFile } from "../actions/upload-bulk-file";
import { uploadBulkFileInput } from "../lib/bulk-input";
import type { BulkPageView } from "../loaders/bulk-pages";

const HINT =
  "CSV, comma or semicolon separated, UTF-8, up to 10,000 rows and 5 MB. Nothing is sent yet: each row is checked first.";

/** A file to check: the dry run opens on the batch's page, where it is confirmed or left. */
export function UploadForm({ kinds }: { kinds: BulkPageView["kinds"] }) {
  const router = useRouter();
  const { form, submit, pending, alert } = useActionForm(uploadBulkFileInput, uploadBulkFile, {
    defaultValues: { kind: kinds.length === 1 ? kinds[0]!.kind : undefined },
    success: "File checked",
    onSuccess: (data) => router.push(`/bulk/${data.batch_id}`),
  });
  return (
    <form onSubmit={submit} noValidate className="max-w-xl space-y-4">
      <SelectField
        form={form}
        name="kind"
        label="What the file does"
        options={kinds.map((k) => ({ value: k.kind, label: k.label }))}
      />
      <FileField form={form} name="file" label="CSV file" hint={HINT} accept=".csv,text/csv" />
      <RefusalAlert {...alert} />
      <Button type="submit" pending={pending}>
        Check the file
      </Button>
    </form>
  );
}
