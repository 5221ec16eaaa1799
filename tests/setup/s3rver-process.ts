// An S3-protocol server (s3rver) in its own process, for the tests: prints `{"port":N}` once it listens, and stops
// when its parent closes stdin (also when the parent dies). Started by s3-test-server.ts with the legacy OpenSSL
// provider: s3rver makes its listing continuation tokens with DES, which Node's OpenSSL 3 only offers there.
import S3rver from 's3rver';

const directory = process.argv[2];
if (!directory) throw new Error('usage: s3rver-process.ts DIRECTORY');
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.on('end', () => {
  void server.close().finally(() => process.exit(0));
});
process.stdin.resume();
