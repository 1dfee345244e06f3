// Imported first by every `npm run db:*` command: the settings in ./.env, as the server reads them (the
// process environment wins over the file), and private files — folders the tools create are 0700 and files
// 0600, as the server's (apps/server/src/server.ts).

try {
  process.loadEnvFile('.env');
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
}
process.umask(0o077);
