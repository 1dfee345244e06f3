// Imported first by main.tsx, before any zod schema exists: zod's jitless mode (what `z.config({ jitless:
// true })` sets). Without it zod probes `new Function('')` when it builds its first object schema, to
// decide whether it may compile its parsers, which the server's CSP (script-src 'self', no 'unsafe-eval')
// reports as a violation on every page load (issue 33), so real violations drown in it. zod itself is
// loaded lazily (the initial bundle's budget), so its configuration object is set where zod reads it
// (`globalThis.__zod_globalConfig`, zod 4's shared configuration, which `z.config` assigns to) instead of
// importing zod here. e2e/support/test.ts fails every journey on a CSP violation, this one included.

type ZodGlobal = { __zod_globalConfig?: Record<string, unknown> };
const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
