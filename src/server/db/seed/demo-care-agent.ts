import type { Kysely } from 'kysely';
import { hashPassword } from '../../care/password';
import type { Database } from '../schema';

/**
 * The demo care agent (README): lets anyone try the care mode on a fresh install. Development only: with
 * HALTE_ENV=production (or HALTE_DEMO_CARE_AGENT=0) it is not added, and one added before is switched off, since its
 * password is public. Real agents and their roles are rows of `care_agents`.
 */
export const DEMO_CARE_AGENT = { id: 'demo-agent', email: 'agent@example.com', name: 'Alex Morel', password: 'halte-care-demo' } as const;

/** Adds the demo agent once (hashing costs about 0.1 s, so an existing agent is not hashed again). */
export async function seedDemoCareAgent(db: Kysely<Database>): Promise<void> {
  if (process.env.HALTE_DEMO_CARE_AGENT === '0' || process.env.HALTE_ENV === 'production') {
    await db.updateTable('care_agents').set({ active: false }).where('id', '=', DEMO_CARE_AGENT.id).where('active', '=', true).execute();
    await db.deleteFrom('care_sessions').where('agent_id', '=', DEMO_CARE_AGENT.id).execute();
    return;
  }
  const existing = await db.selectFrom('care_agents').select('id').where('id', '=', DEMO_CARE_AGENT.id).executeTakeFirst();
  if (existing) return;
  const { id, email, name, password } = DEMO_CARE_AGENT;
  await db
    .insertInto('care_agents')
    .values({ id, email, name, password_hash: await hashPassword(password) })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
