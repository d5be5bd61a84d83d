import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** One mail as the test SMTP server received it, its body decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

/** A mail body's quoted-printable encoding undone (soft line breaks, =XX bytes). */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? '';
  // Whitespace between two encoded words is folding, not text (RFC 2047 §6.2).
  const subjectRaw = header('Subject').replace(/\?=\s+=\?/g, '?==?');
  // An encoded-word subject (=?UTF-8?Q?…?=) when it has non-ASCII letters.
  const subject = subjectRaw.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_m, text: string) =>
    decodeQuotedPrintable(text.replaceAll('_', ' ')),
  );
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { from, to, subject, text: text.replace(/\r\n/g, '\n').trimEnd() };
}

/**
 * A real SMTP server on a free local port (the `smtp-server` package): the app's mailer talks
 * SMTP to it exactly as to a production relay, and the test reads what arrived.
 */
export async function startSmtpInbox(): Promise<{
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the next mail to arrive (or one already waiting beyond `seen`). */
  next(seen?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        mails.push(parse(Buffer.concat(chunks).toString('latin1'), from, to));
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async next(seen = mails.length) {
      const deadline = Date.now() + 5_000;
      while (mails.length <= seen) {
        if (Date.now() > deadline) throw new Error('no mail arrived within 5 s');
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return mails[seen]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
