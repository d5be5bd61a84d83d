import { AdminAccountSchema } from '@kadirio/domain';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { resolveJwtSecret } from './lib/secrets';
import { openConfiguredDatabase } from './start';
import { resolve } from 'node:path';

/**
 * `npm run create-admin -- --email … --name … [--phone …]`: creates an admin account in the
 * configured database. The password comes from ADMIN_PASSWORD, else is asked for without echo.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, phone: { type: 'string' } },
  });
  const email = values.email ?? config.admin.email ?? (await ask('Admin email: '));
  const name = values.name ?? config.admin.name;
  const password = config.admin.password ?? (await askHidden('Admin password (8+ characters): '));
  const account = AdminAccountSchema.safeParse({ email, name, phone: values.phone ?? '', password });
  if (!account.success) {
    throw new ConfigError(
      account.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    );
  }

  const database = await openConfiguredDatabase(config);
  try {
    const jwtSecret = await resolveJwtSecret(config.jwtSecret, resolve(config.dataDir));
    const app = await buildApp({ database, config, jwtSecret });
    const admin = await app.services.users.createAdmin(account.data);
    await app.close();
    console.info(`Created admin ${admin.email} (${admin._id}).`);
  } finally {
    await database.close();
  }
}

async function ask(question: string): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await prompt.question(question)).trim();
  } finally {
    prompt.close();
  }
}

/** Reads a line without echoing it when on a terminal; piped input is read as is. */
async function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) return ask(question);
  process.stdout.write(question);
  const prompt = createInterface({ input: process.stdin, terminal: true });
  const silenced = prompt as unknown as { _writeToOutput: (text: string) => void };
  silenced._writeToOutput = () => undefined;
  try {
    return await prompt.question('');
  } finally {
    prompt.close();
    process.stdout.write('\n');
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError || (error as { statusCode?: number }).statusCode === 409
      ? (error as Error).message
      : error;
  console.error(message);
  process.exit(1);
});
