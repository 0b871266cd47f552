/**
 * The demo care agent's password is public: it exists for development only. In production it is never added, and one
 * added before (a database that was a development one) is switched off and signed out.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { DEMO_CARE_AGENT, seedDemoCareAgent } from '../../src/server/db/seed/demo-care-agent';
import { openTestDatabase, TARGETS } from './harness';

describe.each(TARGETS)('the demo care agent on $name', ({ url }) => {
  let handle: DatabaseHandle;
  const environment = process.env.HALTE_ENV;

  beforeAll(async () => {
    handle = await openTestDatabase(url);
  }, 120_000);

  afterEach(async () => {
    if (environment === undefined) delete process.env.HALTE_ENV;
    else process.env.HALTE_ENV = environment;
    await handle.db.updateTable('care_agents').set({ active: true }).where('id', '=', DEMO_CARE_AGENT.id).execute();
  });

  afterAll(async () => {
    await handle?.close();
  });

  const demo = () => handle.db.selectFrom('care_agents').select('active').where('id', '=', DEMO_CARE_AGENT.id).executeTakeFirst();

  it('is there to try the care desk in development', async () => {
    delete process.env.HALTE_ENV;
    await seedDemoCareAgent(handle.db);
    expect(await demo()).toEqual({ active: true });
  });

  it('is switched off and signed out in production', async () => {
    await handle.db
      .insertInto('care_sessions')
      .values({ token_hash: `demo-${Date.now()}`, agent_id: DEMO_CARE_AGENT.id, expires_at: new Date(Date.now() + 3_600_000) })
      .execute();
    process.env.HALTE_ENV = 'production';
    await seedDemoCareAgent(handle.db);
    expect(await demo()).toEqual({ active: false });
    expect(await handle.db.selectFrom('care_sessions').select('token_hash').where('agent_id', '=', DEMO_CARE_AGENT.id).execute()).toEqual([]);
  });
});
