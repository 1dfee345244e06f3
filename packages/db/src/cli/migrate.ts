import './env.ts'; // first: ./.env and private files
import { openDatabase } from '../client.ts';
import { databaseOptionsFromEnv, describeTarget, withDataDirLock } from './options.ts';

// npm run db:migrate — applies the committed migrations in packages/db/migrations.

const options = databaseOptionsFromEnv();
await withDataDirLock(options, async () => {
  const handle = await openDatabase(options);
  try {
    const started = performance.now();
    await handle.migrate();
    console.log(
      `Migrations applied to ${describeTarget(options)} (${Math.round(performance.now() - started)} ms).`,
    );
  } catch (error) {
    console.error('Migration failed:', error);
    process.exitCode = 1;
  } finally {
    await handle.close();
  }
});
