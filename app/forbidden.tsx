import { StatusMessage } from "@/components/ui/status-message";

export default function Forbidden() {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <StatusMessage status={403} title="You do not have access to this page">
        Your role does not include this part of the console. If you need it, ask an administrator to
        change your role.
      </StatusMessage>
    </main>
  );
}
