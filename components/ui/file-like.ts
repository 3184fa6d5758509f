import { z } from "@/lib/cams/zod";

/** A file as a form holds it; the server action receives it as a File too (React sends it). */
export type FileLike = { name: string; size: number; arrayBuffer(): Promise<ArrayBuffer> };

const isFileLike = (value: unknown): value is FileLike =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as FileLike).name === "string" &&
  typeof (value as FileLike).size === "number" &&
  typeof (value as FileLike).arrayBuffer === "function";

/** A form's file field, in the browser and on the server alike; `error` when there is none. */
export const fileLike = (error: string) => z.custom<FileLike>(isFileLike, { error });

export const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
