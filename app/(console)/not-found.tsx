import { NotFoundMessage } from "@/components/ui/status-message";

/** A console page's 404 (notFound() in its loader), inside the shell, whose <main> it is in. */
export default function ConsoleNotFound() {
  return (
    <div className="flex justify-center py-16">
      <NotFoundMessage />
    </div>
  );
}
