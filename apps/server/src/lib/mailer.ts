import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** One plain-text e-mail. `kind` names it in the logs, which never carry the address or the text. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  kind: string;
}

export interface Mailer {
  /** False without SMTP_URL: nothing is sent, and features that need mail say so. */
  readonly enabled: boolean;
  /**
   * Queues a mail to be sent after the current request: never awaited by the request, never
   * throws; a failure is logged by its error class and code only.
   */
  enqueue(mail: Mail): void;
  /** Resolves once every queued mail was sent or failed (tests, shutdown). */
  idle(): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string | undefined;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

/** Sends over real SMTP (nodemailer) to `SMTP_URL`, e.g. smtp://user:pass@mail.example.com:587. */
export function createMailer({ smtpUrl, from, log }: MailerOptions): Mailer {
  const pending = new Set<Promise<void>>();
  if (!smtpUrl || !from) {
    return { enabled: false, enqueue: () => undefined, idle: async () => undefined, close: () => undefined };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    enabled: true,
    enqueue(mail) {
      const sending = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text }))
        .then(
          () => log.info({ mail: mail.kind }, 'mail sent'),
          (error: unknown) => log.warn({ mail: mail.kind, err: describeMailError(error) }, 'mail not sent'),
        )
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close: () => transport.close(),
  };
}

/** An SMTP failure without what it may quote back (addresses, the server's reply text). */
function describeMailError(error: unknown): { type: string; code?: string; responseCode?: number } {
  if (!(error instanceof Error)) return { type: typeof error };
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
  return {
    type: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
  };
}
