import { Link } from "@/components/ui/link";
import { signOutOfConsole } from "@/features/shell/actions/sign-out-of-console";
import type { ConsoleUser } from "@/lib/console/auth/session";

export function UserMenu({ user }: { user: ConsoleUser }) {
  return (
    <details className="group relative">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-100">
        <span
          className="grid size-7 place-items-center rounded-full bg-brand-600 text-xs font-semibold text-white"
          aria-hidden
        >
          {user.name.slice(0, 1).toUpperCase()}
        </span>
        <span className="text-left">
          <span className="block font-medium text-slate-900">{user.name}</span>
          <span className="block text-xs capitalize text-slate-600" data-testid="current-role">
            {user.role}
          </span>
        </span>
      </summary>
      <div className="absolute right-0 z-20 mt-2 w-56 rounded-md bg-white p-2 shadow-lg ring-1 ring-slate-200">
        <p className="truncate px-2 py-1 text-xs text-slate-600">{user.email}</p>
        <Link
          href="/security"
          className="block rounded px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-100"
        >
          Security
        </Link>
        <form action={signOutOfConsole}>
          <button
            type="submit"
            className="w-full rounded px-2 py-1.5 text-left text-sm text-slate-800 hover:bg-slate-100"
          >
            Sign out
          </button>
        </form>
      </div>
    </details>
  );
}
