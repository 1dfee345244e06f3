import './env.ts'; // first: ./.env and private files
import { openDatabase } from '../client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { isSeeded, seedDemo } from '../seed/demo.ts';
import { databaseOptionsFromEnv, describeTarget, withDataDirLock } from './options.ts';

// npm run db:seed — migrates, then loads the demo data set once (never over existing users).

const options = databaseOptionsFromEnv();
await withDataDirLock(options, async () => {
  const handle = await openDatabase(options);
  try {
    await handle.migrate();
    if (await isSeeded(handle.db)) {
      console.log(`${describeTarget(options)} already holds users: the demo seed was not loaded again.`);
    } else {
      const summary = await seedDemo(handle.db);
      console.log(`Demo data loaded into ${describeTarget(options)} in ${summary.durationMs} ms:`);
      const { durationMs: _durationMs, ...counts } = summary;
      for (const [table, count] of Object.entries(counts)) console.log(`  ${table.padEnd(20)}${count}`);
      console.log(`\nDemo accounts (password ${DEMO_PASSWORD}):`);
      for (const account of DEMO_ACCOUNTS)
        console.log(`  ${account.emailAddress.padEnd(28)}${account.description}`);
    }
  } catch (error) {
    console.error('Seeding failed:', error);
    process.exitCode = 1;
  } finally {
    await handle.close();
  }
});
