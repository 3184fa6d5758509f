import "server-only";
import type { OperationResponse } from "@/lib/cams";
import { type CamsClient, isCamsError } from "@/lib/cams/client";
import type { Db } from "@/lib/db";
import { forgetSpendControl, knownSpendControls } from "./records";

export type SpendControlGroupView = OperationResponse<"getSpendControl">;

/**
 * The groups that apply to cards of `bin` as far as the console knows (its own record), each
 * read from the provider at once. A group the provider no longer knows (404) leaves the record:
 * a sandbox reset, or a restore from before it was made.
 */
export async function readKnownGroups(
  db: Db,
  client: CamsClient,
  bin: string,
): Promise<SpendControlGroupView[]> {
  const records = await knownSpendControls(db, bin);
  const read = await Promise.all(
    records.map((record) =>
      client
        .call("getSpendControl", { params: { id: record.id } })
        .catch(async (error: unknown) => {
          if (!isCamsError(error) || error.httpStatus !== 404) throw error;
          await forgetSpendControl(db, record.id);
          return null;
        }),
    ),
  );
  return read.filter((group): group is SpendControlGroupView => group !== null);
}
