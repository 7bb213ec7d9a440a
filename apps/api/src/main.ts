import './platform/runtime/gc-tuning';
import cluster from 'node:cluster';
import { buildApp } from './app';
import { appDeps } from './app-deps';
import { loadConfig, loadDotEnv, type Config } from './config';
import { openDatabase } from './db/open';
import { DEMO_LOGINS } from './seed/accounts';
import { DEMO_AGENTS } from './seed/agents';
import { seedIfEmpty } from './seed/seed';
import { clockStartingAt, systemClock } from './platform/runtime/clock';

const clockOf = (config: Config) =>
  config.FAKE_NOW ? clockStartingAt(new Date(config.FAKE_NOW)) : systemClock;

async function main() {
  loadDotEnv();
  const config = loadConfig();
  if (config.WORKERS > 1 && cluster.isPrimary) return runWorkers(config);
  const database = await openDatabase(config);
  const deps = appDeps(config, database, clockOf(config));
  const seeded = await seedIfEmpty(deps);
  const app = await buildApp(deps);

  // Closing the app stops new connections (and answers 503 on kept-alive ones), ends event streams with a retry hint
  // (platform/events/streams.ts), waits for the requests in flight and the background jobs' runs, then the database.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const forced = setTimeout(() => process.exit(1), 15_000);
    forced.unref();
    try {
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // Under WORKERS, the first process has said all this once for every worker.
  if (cluster.isPrimary) console.log(startBanner(config, database.kind, seeded, app.server.address()));
}

function startBanner(config: Config, kind: string, seeded: boolean, address: unknown) {
  const base = config.PUBLIC_URL ?? `http://localhost:${(address as { port: number }).port}`;
  const lines = [
    `Zeya is running (${kind}${config.WORKERS > 1 ? `, ${config.WORKERS} workers` : ''}${seeded ? `, ${config.NODE_ENV === 'production' ? 'root admins created' : 'demo data seeded'}` : ''})`,
    `  Player site   ${base}/`,
    `  Console       ${base}/console/`,
    `  Agent desk    ${base}/agent`,
    `  API           ${base}/api  (OpenAPI: ${base}/api/docs)`,
  ];
  if (config.NODE_ENV !== 'production') {
    const { player, admin, operator, supervisor } = DEMO_LOGINS;
    lines.push(
      `  Demo player   ${player.userName} / ${player.password}  (phone ${player.phone})`,
      `  Console admin ${admin.userName} / ${admin.password}   operator ${operator.userName} / ${operator.password}`,
      `  Second admin  ${supervisor.userName} / ${supervisor.password}  (approves what one admin asks)`,
      ...DEMO_AGENTS.flatMap(({ agent, player, staff }) => [
        `  Demo agent    ${agent.userName} / ${agent.password}  its player ${player.userName} / ${player.password}`,
        ...staff.map(
          (member) =>
            `  Agent staff   ${member.userName} / ${member.password}  (${agent.userName}'s ${member.group.replace('_', '/')} staff)`,
        ),
      ]),
    );
  }
  const demos = [
    config.demoAggregator && `aggregator ${base}/demo/gscplus (the catalogue's games)`,
    config.demoShan && `Shan ${base}/demo/shan`,
  ].filter(Boolean);
  if (demos.length > 0)
    lines.push(`  Demo provider ${demos.join(', ')}: made-up games, real wallet callbacks`);
  if (config.FAKE_NOW) lines.push(`  Clock starts at ${config.FAKE_NOW} (FAKE_NOW)`);
  return lines.join('\n');
}

/**
 * WORKERS > 1: this first process readies the database once (migrations, the first seed), then starts that many
 * server processes on the same port; Node's cluster module hands each new connection to the next of them in turn.
 * They share nothing but PostgreSQL: background jobs run on one at a time under advisory locks, and events cross
 * between them through LISTEN/NOTIFY. A worker that dies is replaced; SIGTERM stops them all.
 */
async function runWorkers(config: Config) {
  const database = await openDatabase(config);
  const seeded = await seedIfEmpty(appDeps(config, database, clockOf(config)));
  await database.close();
  let stopping = false;
  let announced = false;
  cluster.on('listening', (_worker, address) => {
    if (announced) return;
    announced = true;
    console.log(startBanner(config, 'postgres', seeded, address));
  });
  cluster.on('exit', () => {
    if (!stopping) cluster.fork();
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (let n = 0; n < config.WORKERS; n += 1) cluster.fork();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
