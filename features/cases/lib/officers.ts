import { sql } from "drizzle-orm";
import { type Db, queryRows } from "@/lib/db";

export type Officer = {
  id: string;
  name: string;
  email: string;
  disabled: boolean;
  away: boolean;
  openCases: number;
};

/**
 * The compliance officers and their open cases: everyone of the role who is enabled, and a
 * disabled one only while they still own open cases (those must be moved).
 */
export function officersWithLoad(db: Db): Promise<Officer[]> {
  return queryRows<Officer>(
    db,
    sql`select u.id, u.name, u.email, u.disabled, coalesce(o.away, false) as away,
        (select count(*)::int from console.compliance_cases c
         where c.owner_id = u.id and c.status <> 'closed') as "openCases"
      from console.users u
      left join console.case_officers o on o.user_id = u.id
      where u.role = 'compliance'
        and (not u.disabled or exists (select 1 from console.compliance_cases c
             where c.owner_id = u.id and c.status <> 'closed'))
      order by u.name, u.id`,
  );
}
