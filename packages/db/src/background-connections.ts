/**
 * The application_name of the embedded database's connections for background work (client.ts: the pool
 * jobs run on). The worker (pglite-worker.ts) runs their statements after the requests' waiting ones; a
 * transaction of theirs, once begun, runs to its end.
 */
export const BACKGROUND_APPLICATION_NAME = 'energiek-background';
