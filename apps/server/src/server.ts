import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { listenOrExplain, ORPHAN_SWEEP_INTERVAL_MS, startApp, sweepFiles } from './start';

/** How long closing may take after the drain before the process gives up and exits 1. */
const SHUTDOWN_GRACE_MS = 30_000;
/** How long in-flight requests may take to finish once the listener closes. */
const REQUESTS_GRACE_MS = 10_000;

/**
 * `npm start`: serve the API and the web app until SIGINT/SIGTERM, then drain: /api/health/ready
 * answers 503 for SHUTDOWN_DRAIN_SECONDS so a load balancer stops sending new requests, and only
 * then the listener closes and in-flight requests finish.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const { app, database } = await startApp(config);
  const sweeper = setInterval(() => void sweepFiles(app, database), ORPHAN_SWEEP_INTERVAL_MS);
  sweeper.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(sweeper);
    // Which step a stuck shutdown was on, for the log line that gives up on it.
    let phase = 'draining';
    // In-flight requests finish, then the database closes: PGlite's close writes its files back
    // (about 2 s on an idle machine, several times that on a loaded one), so the bound is generous.
    const forceExit = setTimeout(
      () => {
        app.log.error({ signal, phase }, 'shutdown did not finish in time; exiting');
        process.exit(1);
      },
      config.shutdownDrainSeconds * 1000 + SHUTDOWN_GRACE_MS,
    );
    forceExit.unref();
    try {
      app.readiness.draining = true;
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainSeconds * 1000));
      phase = 'finishing requests';
      // A connection still open after REQUESTS_GRACE_MS (a client that never reads its answer)
      // is cut, so it cannot hold the database open.
      const cutConnections = setTimeout(() => {
        app.log.warn({ signal }, 'connections still open after the grace; closing them');
        app.server.closeAllConnections();
      }, REQUESTS_GRACE_MS);
      await app.close();
      clearTimeout(cutConnections);
      phase = 'closing the database';
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error, phase }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await listenOrExplain(app, config);
  } catch (error) {
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
  // The runtime is named so an operator (and e2e/runtime.e2e.ts) can see which Node serves.
  app.log.info(
    { node: process.version },
    `Kadirio is serving at http://localhost:${config.port} (database: ${database.kind})`,
  );
}

// A failed start is logged like everything else: one JSON line, the error described safely.
main().catch((error: unknown) => {
  const log = createLogger('info');
  if (error instanceof ConfigError) log.fatal(error.message);
  else log.fatal({ err: error }, 'Kadirio could not start');
  process.exit(1);
});
