// A real SMTP server started inside a test (the follow-up tests here, and apps/platform's follow-up e2e test).
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const tokenOf = (text: string) => /\/check-in\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

/** A real SMTP server on a free port; every message it accepts, parsed. */
export async function startSmtp() {
  const received: (ParsedMail & { envelopeTo: string[] })[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push(Object.assign(parsed, { envelopeTo: session.envelope.rcptTo.map((r) => r.address) }));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
