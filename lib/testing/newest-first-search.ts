import type { z } from "zod";
import type { customerListResponse } from "@/lib/cams";

type CustomerList = z.output<typeof customerListResponse>;
type Customer = CustomerList["customers"][number];
type Query = { status: string; page_number: number; page_size: number };

/**
 * A stand-in for GET /customers filtered by status, for tests: it answers newest first, as
 * the sandbox contract says, with total_count unless told not to, and records each call.
 */
export function newestFirstSearch(lists: Partial<Record<string, Customer[]>>, withTotal = true) {
  const calls: string[] = [];
  const search = async ({ status, page_number, page_size }: Query): Promise<CustomerList> => {
    calls.push(`${status}:${page_number}x${page_size}`);
    const newestFirst = [...(lists[status] ?? [])].sort((a, b) =>
      b.created_date!.localeCompare(a.created_date!),
    );
    const from = (page_number - 1) * page_size;
    return {
      page_number,
      page_size,
      ...(withTotal ? { total_count: newestFirst.length } : {}),
      customers: newestFirst.slice(from, from + page_size),
    };
  };
  return { search, calls };
}
