/** The care desk's people for the care desk tests: an agent of the test catalogue, and a supervisor made for the test. */
import type { Kysely } from 'kysely';
import type { CareAgentWithRole } from '../../src/server/care/care-desk.server';
import type { Database } from '../../src/server/db/schema';

/** The first care agent of the database acting as an agent, and a new supervisor whose id starts with `idPrefix`. */
export async function agentAndSupervisor(db: Kysely<Database>, idPrefix: string): Promise<{ agent: CareAgentWithRole; supervisor: CareAgentWithRole }> {
  const agent: CareAgentWithRole = { ...(await db.selectFrom('care_agents').select(['id', 'name']).executeTakeFirstOrThrow()), role: 'agent' };
  const id = `${idPrefix}-${Date.now()}`;
  await db
    .insertInto('care_agents')
    .values({ id, email: `${id}@example.com`, name: 'Sam Superviseur', password_hash: 'not-a-hash', role: 'supervisor' })
    .execute();
  return { agent, supervisor: { id, name: 'Sam Superviseur', role: 'supervisor' } };
}
