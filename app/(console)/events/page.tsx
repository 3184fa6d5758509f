import type { Metadata } from "next";
import { EventsPage } from "@/features/events";
import { loadEventsPage } from "@/features/events/server";

export const metadata: Metadata = { title: "Events" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  return <EventsPage view={await loadEventsPage(searchParams)} />;
}
