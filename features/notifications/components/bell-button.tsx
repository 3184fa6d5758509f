import type { ComponentProps } from "react";

/**
 * The bell itself, with the unread count in its name ("Notifications, 2 unread"), never only as
 * a coloured dot. Shared by the bell and the stand-in shown while the bell's code loads.
 */
export function BellButton({
  unread,
  ...props
}: { unread: number } & Omit<ComponentProps<"button">, "type" | "className" | "children">) {
  return (
    <button
      type="button"
      className="relative inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
      {...props}
    >
      <svg aria-hidden viewBox="0 0 20 20" className="size-5" fill="currentColor">
        <path d="M10 2a6 6 0 0 0-6 6v3.6l-1.7 2.6A1 1 0 0 0 3.1 16h13.8a1 1 0 0 0 .8-1.8L16 11.6V8a6 6 0 0 0-6-6Zm0 18a3 3 0 0 1-2.8-2h5.6A3 3 0 0 1 10 20Z" />
      </svg>
      <span className="sr-only">Notifications{unread > 0 ? `, ${unread} unread` : ""}</span>
      {unread > 0 && (
        <span
          aria-hidden
          data-testid="notification-count"
          className="min-w-5 rounded-full bg-red-700 px-1.5 text-center text-xs font-semibold text-white"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </button>
  );
}
