import type { Metadata } from "next";
import { EventPage } from "@/features/events";
import { loadEventPage } from "@/features/events/server";

export const metadata: Metadata = { title: "Event" };

type Props = { params: Promise<{ webhookId: string }> };

export default async function Page({ params }: Props) {
  const { webhookId } = await params;
  return <EventPage view={await loadEventPage(webhookId)} />;
}
