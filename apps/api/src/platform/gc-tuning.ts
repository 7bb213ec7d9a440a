import v8 from 'node:v8';

/**
 * V8 tenures an allocation site (puts what it allocates straight in the old generation) once most of its objects
 * survive young collections. Under a burst every request lives long, so the sites of request-scoped objects get
 * tenured, and after the burst those short-lived objects keep filling the old generation. Measured on the bench at
 * half load after a full-load run: a full collection every 3 s with pretenuring, every 15 s without, each one a
 * 50-100 ms slowdown of every request in flight on a busy two-core machine. Without it a burst costs some more
 * copying in young collections and leaves nothing behind. Imported first, before any application code has run.
 */
v8.setFlagsFromString('--no-allocation-site-pretenuring');
