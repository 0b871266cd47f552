import type { Kysely } from 'kysely';
import { hashPassword } from '../../care/password';
import type { Database } from '../schema';

/**
 * The demo care agent (README): lets anyone try the care mode on a fresh install. HALTE_DEMO_CARE_AGENT=0 leaves
 * it out (set it in production, where agents are added for real).
 */
export const DEMO_CARE_AGENT = { id: 'demo-agent', email: 'agent@example.com', name: 'Alex Morel', password: 'halte-care-demo' } as const;

/** Adds the demo agent once (hashing costs about 0.1 s, so an existing agent is not hashed again). */
export async function seedDemoCareAgent(db: Kysely<Database>): Promise<void> {
  if (process.env.HALTE_DEMO_CARE_AGENT === '0') return;
  const existing = await db.selectFrom('care_agents').select('id').where('id', '=', DEMO_CARE_AGENT.id).executeTakeFirst();
  if (existing) return;
  const { id, email, name, password } = DEMO_CARE_AGENT;
  await db
    .insertInto('care_agents')
    .values({ id, email, name, password_hash: await hashPassword(password) })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
