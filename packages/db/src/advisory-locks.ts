// Every PostgreSQL advisory lock key of the app in one place, so that no two uses pick the same key.
// PostgreSQL keeps two key spaces apart: one bigint (pg_advisory_lock(key)) and a pair of ints
// (pg_advisory_xact_lock(key, id)), where the first int names what is locked and the second is a row id.
// Instances of different versions may run side by side during an upgrade: a key never changes.

/**
 * Session lock held while migrating, on a connection of its own (client.ts migrateLocked): instances starting
 * at once migrate one after the other. "energiek" in ASCII as a bigint.
 */
export const MIGRATION_LOCK_KEY = 0x656e65726769656bn;

/**
 * Session lock held while the job runner starts (core/jobs/runner.ts lockStart): pg-boss's schema install and
 * queue creation race between instances. (Not "pgbstart" in ASCII, as a comment once said; kept as it is.)
 */
export const JOB_RUNNER_START_LOCK_KEY = 8_099_556_231_017_509_492n;

/**
 * Transaction lock around changes of who holds which grants (users.repository.ts lockGrants): one active
 * full admin must remain.
 */
export const GRANTS_LOCK_KEY = 4_711_001;

/**
 * Transaction lock per connection, (key, connection id): one writer of a connection's interval readings and
 * their rollups at a time (ems interval-writer.ts, register readings turned into intervals).
 */
export const EMS_INTERVALS_LOCK_KEY = 4_711_100;

/**
 * Transaction lock per connection, (key, connection id): register readings of a connection are added and
 * removed one at a time (ems register-readings.service.ts).
 */
export const EMS_REGISTER_READINGS_LOCK_KEY = 4_711_101;
