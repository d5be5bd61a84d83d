import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { startApp } from './start';

/** `npm start`: serve the API and the web app until SIGINT/SIGTERM, then finish in-flight requests. */
async function main(): Promise<void> {
  const config = loadConfig();
  const { app, database } = await startApp(config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Kadirio is serving at http://localhost:${config.port} (database: ${database.kind})`);
}

// A failed start is logged like everything else: one JSON line, the error described safely.
main().catch((error: unknown) => {
  const log = createLogger('info');
  if (error instanceof ConfigError) log.fatal(error.message);
  else log.fatal({ err: error }, 'Kadirio could not start');
  process.exit(1);
});
