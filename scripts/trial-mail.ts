// `npm run trial:mail -- [port]`: an SMTP server for a trial on one machine, since production needs SMTP_URL. It
// keeps no mail: it prints each one's recipient, subject and links (sign-in, confirmation, reset), so the operator
// can follow them. Listens on 127.0.0.1 only (port 2525 by default); point the servers at smtp://127.0.0.1:2525.
// Not for real parents: their mail would go nowhere.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const port = Number(process.argv[2] ?? 2525);
if (!Number.isInteger(port) || port < 1 || port > 65_535) {
  process.stderr.write('Usage: npm run trial:mail -- [port]\n');
  process.exit(2);
}

const server = new SMTPServer({
  authOptional: true,
  // Plain SMTP on the loopback: nothing to encrypt, and no certificate to trust.
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = [mail.to]
          .flat()
          .flatMap((address) => address?.value.map((entry) => entry.address ?? '') ?? [])
          .join(', ');
        const links = [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map((match) => `  ${match[0]}`);
        process.stdout.write(`${new Date().toISOString()} mail to ${to}: ${mail.subject ?? ''}\n${links.join('\n')}\n`);
        callback();
      })
      .catch(callback);
  },
});
server.on('error', (error) => {
  process.stderr.write(`trial mail: ${error.message}\n`);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => {
  process.stdout.write(`Trial mail: SMTP_URL=smtp://127.0.0.1:${port} (mails are printed here, not delivered)\n`);
});
