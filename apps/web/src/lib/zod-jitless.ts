/*
 * zod parses without compiling code in the browser (`jitless`): its compiled fast path first
 * probes `new Function`, which our Content-Security-Policy (no 'unsafe-eval') refuses and the
 * browser reports as a violation (issue 20). The contract package sets it in its index, but a
 * bundler that skips side-effect-free barrels (`sideEffects` in packages/contract/package.json)
 * may never run that module, so the app's entry sets it before any schema exists.
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig`, the object `z.config()` writes
 * and every copy of zod shares (zod/v4/core/core.js). Writing it here costs no bytes, where
 * importing `config` from zod's core pulls 3 kB into every page. If a zod upgrade renamed it,
 * the browser suite's CSP check (e2e/tests/security.spec.ts) would report `script-src eval`.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
