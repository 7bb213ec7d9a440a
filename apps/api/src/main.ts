import { buildApp } from './app';
import { loadConfig, loadDotEnv } from './config';
import { openDatabase } from './db/open';
import { DEMO_LOGINS } from './db/seed/accounts';
import { seedIfEmpty } from './db/seed/seed';
import { hasherFromConfig } from './platform/auth/hasher-from-config';
import { clockStartingAt, systemClock } from './platform/clock';

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(config);
  const clock = config.FAKE_NOW ? clockStartingAt(new Date(config.FAKE_NOW)) : systemClock;
  const deps = { config, db: database.db, clock, hasher: hasherFromConfig(config) };
  const seeded = await seedIfEmpty(deps);
  const app = await buildApp(deps);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const forced = setTimeout(() => process.exit(1), 15_000);
    forced.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const base = config.PUBLIC_URL ?? `http://localhost:${(app.server.address() as { port: number }).port}`;
  const lines = [
    `Zeya is running (${database.kind}${seeded ? `, ${config.NODE_ENV === 'production' ? 'first admin created' : 'demo data seeded'}` : ''})`,
    `  Player site   ${base}/`,
    `  Console       ${base}/console/`,
    `  API           ${base}/api  (OpenAPI: ${base}/api/docs)`,
  ];
  if (config.NODE_ENV !== 'production') {
    const { player, admin, operator } = DEMO_LOGINS;
    lines.push(
      `  Demo player   ${player.userName} / ${player.password}  (phone ${player.phone})`,
      `  Console admin ${admin.userName} / ${admin.password}   operator ${operator.userName} / ${operator.password}`,
    );
  }
  if (config.FAKE_NOW) lines.push(`  Clock starts at ${config.FAKE_NOW} (FAKE_NOW)`);
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
