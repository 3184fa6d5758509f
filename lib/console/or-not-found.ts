import "server-only";
import { notFound } from "next/navigation";
import { isCamsError } from "@/lib/cams/client";

/** A page's main read: the provider's 404 (unknown or malformed id) becomes the console's 404. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isCamsError(error) && error.httpStatus === 404) notFound();
    throw error;
  }
}
