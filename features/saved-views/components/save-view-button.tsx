"use client";

import dynamic from "next/dynamic";
import { usePathname, useSearchParams } from "next/navigation";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ToasterProvider } from "@/components/ui/toaster";
import { saveableListOf } from "../lib/saveable-paths";

// Loaded when first opened: every console page carries this button, and the form behind it
// (zod, react-hook-form) was about a fifth of each page's first-load JavaScript.
const SaveViewDialog = dynamic(() => import("./save-view-dialog"), { ssr: false });

/**
 * "Save view", shown by the shell on any saveable list: the list's state is its URL, so the
 * view is this path and query, named, and shared with a role if asked. Lists need no change.
 * It sits in the header, outside the page's toaster, so it brings its own for the form hook.
 */
export function SaveViewButton() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  if (!saveableListOf(pathname)) return null;
  return (
    <ToasterProvider>
      {/* Keyed by the URL: "Saved …" belongs to the list it was said on, not the next one. */}
      <SaveView key={`${pathname}?${search}`} pathname={pathname} search={search} />
    </ToasterProvider>
  );
}

function SaveView({ pathname, search }: { pathname: string; search: string }) {
  const opener = useRef<HTMLButtonElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  // Each opening mounts a fresh dialog; the last one stays mounted, closed, so closing it
  // returns focus as it should.
  const [openings, setOpenings] = useState(0);
  const [saved, setSaved] = useState<string | null>(null);

  return (
    <div className="flex items-center gap-2">
      <p ref={status} tabIndex={-1} role="status" className="text-xs text-slate-700">
        {saved}
      </p>
      <Button
        ref={opener}
        variant="secondary"
        className="px-2.5 py-1.5 text-xs"
        onClick={() => {
          setSaved(null);
          setOpenings((n) => n + 1);
          setOpen(true);
        }}
      >
        Save view
      </Button>
      {openings > 0 && (
        <SaveViewDialog
          key={openings}
          pathname={pathname}
          search={search}
          open={open}
          opener={opener}
          status={status}
          saved={saved !== null}
          onSaved={(name) => {
            setSaved(`Saved “${name}”. It is in the sidebar.`);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
