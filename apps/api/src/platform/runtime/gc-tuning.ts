import v8 from 'node:v8';

/**
 * V8 tenures an allocation site (puts what it allocates straight in the old generation) once most of its objects
 * survive young collections. Under a burst every request lives long, so the sites of request-scoped objects get
 * tenured, and after the burst those short-lived objects keep filling the old generation. Measured on the bench at
 * half load after a full-load run: a full collection every 3 s with pretenuring, every 15 s without, each one a
 * 50-100 ms slowdown of every request in flight on a busy two-core machine. Without it a burst costs some more
 * copying in young collections and leaves nothing behind.
 */
const NO_PRETENURING = '--no-allocation-site-pretenuring';

/**
 * The production start (`npm start`) passes the flag on node's command line: V8 has it before any code runs, however
 * the modules are ordered (in the built bundle every package in node_modules is evaluated before the first line of
 * ours), and cluster workers inherit it (cluster.fork passes process.execArgv on). Node refuses it in NODE_OPTIONS.
 * Other starts (tsx in development, the browser tests' and the bench's runners) set it here at run time, which holds
 * for every decision V8 makes from then on: imported first, this runs before any module of the application.
 */
if (!process.execArgv.includes(NO_PRETENURING)) v8.setFlagsFromString(NO_PRETENURING);
