import { NotFoundMessage } from "@/components/ui/status-message";

export default function NotFound() {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <NotFoundMessage />
    </main>
  );
}
