import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** How the test's SMTP server answers: takes mail, refuses the recipient for good (550), is busy (451), or never greets. */
export type SmtpBehaviour = 'accept' | 'refuse-recipient' | 'busy' | 'hang';

/**
 * A real SMTP server (the smtp-server package) on a free local port, for the tests of the SMTP email
 * sender: it keeps every message it accepted, parsed, with the envelope it came in.
 */
export async function startSmtpTestServer() {
  const received: { envelopeTo: string[]; mail: ParsedMail }[] = [];
  const state = { behaviour: 'accept' as SmtpBehaviour };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      // Never answering the connection leaves the client waiting for the greeting: a hung server.
      if (state.behaviour !== 'hang') callback();
    },
    onRcptTo(address, _session, callback) {
      if (state.behaviour === 'refuse-recipient') return callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
      if (state.behaviour === 'busy') return callback(Object.assign(new Error('4.3.2 Try again later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((to) => to.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    behave(behaviour: SmtpBehaviour) {
      state.behaviour = behaviour;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
