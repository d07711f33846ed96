import { z } from 'zod';

/*
 * In a browser, zod parses without compiling code (`jitless`). Its compiled fast path first
 * probes `new Function`, which our Content-Security-Policy (no 'unsafe-eval') refuses and the
 * browser reports as a violation on every page that parses (Lighthouse's best practices flagged
 * it, issue 20). The server keeps the compiled path.
 */
if ('document' in globalThis) z.config({ jitless: true });
