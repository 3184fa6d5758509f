import { NotFoundMessage } from "@/components/ui/not-found-message";

export default function NotFound() {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <NotFoundMessage />
    </main>
  );
}
