// For the script tests that read the project's own files (import rules, side effects, typed
// forms, the zod gateway).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** Every file under these top-level folders, as project-relative paths written with "/". */
export function projectFiles(...dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
      ),
  );
}

/** A project file's text, by its project-relative path. */
export const readProjectFile = (file: string) => readFileSync(path.join(root, file), "utf8");
