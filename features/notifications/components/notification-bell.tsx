"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { formatTimestamp } from "@/components/ui/format";
import { Link } from "@/components/ui/link";
import { WithQueryClient } from "@/components/ui/with-query-client";
import { markNotificationsRead } from "../actions/mark-notifications-read";
import type { NotificationFeed } from "../lib/feed";
import { BellButton } from "./bell-button";

const POLL_MS = 30_000;
const feedKey = ["notifications"] as const;

/** A refused read: a session that ended (401) is not asked again every 30 s. */
class FeedRefused extends Error {
  constructor(readonly status: number) {
    super(`notifications: ${status}`);
  }
}

async function readFeed(): Promise<NotificationFeed> {
  const response = await fetch("/api/notifications", { cache: "no-store" });
  if (!response.ok) throw new FeedRefused(response.status);
  return response.json();
}

// An ended session or a refused role would only write refusals to the audit log at each poll.
const gaveUp = (error: unknown) =>
  error instanceof FeedRefused && (error.status === 401 || error.status === 403);

/**
 * The header's bell: the person's notices, polled every 30 s and at each page change, with the
 * unread count in its name ("Notifications, 2 unread"), never only as a coloured dot. Opening
 * it shows the newest; a notice is marked read when followed, or all at once.
 */
export function NotificationBell() {
  return (
    <WithQueryClient>
      <Bell />
    </WithQueryClient>
  );
}

function Bell() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  const pathname = usePathname();
  const feed = useQuery({
    queryKey: feedKey,
    queryFn: readFeed,
    refetchInterval: (query) => (gaveUp(query.state.error) ? false : POLL_MS),
    refetchOnWindowFocus: (query) => !gaveUp(query.state.error),
    retry: (failures, error) => !gaveUp(error) && failures < 1,
    staleTime: 0,
  });
  const { refetch } = feed;
  // A page change may be what a notice was about (a case just assigned): ask again.
  const stopped = gaveUp(feed.error);
  useEffect(() => {
    if (pathname && !stopped) void refetch();
  }, [pathname, refetch, stopped]);

  useEffect(() => {
    if (!open) return;
    // A click elsewhere, Escape, or focus moving past the panel (Tab after the last notice).
    const close = (event: MouseEvent | KeyboardEvent | FocusEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        setOpen(false);
        button.current?.focus();
        return;
      }
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    document.addEventListener("focusin", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
      document.removeEventListener("focusin", close);
    };
  }, [open]);

  const [markFailed, setMarkFailed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const mark = async (input: Parameters<typeof markNotificationsRead>[0]) => {
    const result = await markNotificationsRead(input).catch(() => null);
    setMarkFailed(!result?.ok);
    await queryClient.invalidateQueries({ queryKey: feedKey });
  };

  const unread = feed.data?.unread ?? 0;
  const items = feed.data?.items ?? [];
  return (
    <div ref={root} className="relative">
      <BellButton
        ref={button}
        unread={unread}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      />
      {open && (
        <section
          id={panelId}
          aria-label="Notifications"
          className="absolute right-0 z-30 mt-2 w-[22rem] max-w-[calc(100vw-2rem)] rounded-md bg-white shadow-lg ring-1 ring-slate-200"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-3 py-2">
            <h2 ref={heading} tabIndex={-1} className="text-sm font-semibold text-slate-900">
              Notifications
            </h2>
            {unread > 0 && (
              <button
                type="button"
                onClick={() => {
                  // The button goes with the last unread notice: focus stays in the panel.
                  heading.current?.focus();
                  void mark({ all: true });
                }}
                className="text-xs font-medium text-brand-700 underline underline-offset-2"
              >
                Mark all as read
              </button>
            )}
          </div>
          {markFailed && (
            <p role="alert" className="px-3 pt-2 text-sm text-red-800">
              The notices could not be marked as read. Try again.
            </p>
          )}
          {feed.isError && !feed.data ? (
            <p className="px-3 py-4 text-sm text-slate-700">
              Notifications could not be loaded. They will be tried again shortly.
            </p>
          ) : items.length === 0 ? (
            <p className="px-3 py-4 text-sm text-slate-700">
              {feed.isPending
                ? "Loading…"
                : "Nothing new. Assignments, mentions and deadlines will show here."}
            </p>
          ) : (
            <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
              {items.map((item) => (
                <li key={item.id}>
                  <Link
                    href={item.href}
                    onClick={() => {
                      setOpen(false);
                      if (!item.read) void mark({ ids: [item.id] });
                    }}
                    className={`block px-3 py-2 text-sm hover:bg-slate-50 ${item.read ? "text-slate-700" : "font-medium text-slate-900"}`}
                  >
                    {!item.read && (
                      <span
                        className="mr-1.5 inline-block size-2 rounded-full bg-brand-600"
                        aria-hidden
                      />
                    )}
                    {!item.read && <span className="sr-only">Unread: </span>}
                    {item.title}
                    <span className="block text-xs font-normal text-slate-600">
                      {item.actorName ?? "The console"} · {formatTimestamp(item.createdAt)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
