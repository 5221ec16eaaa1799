// `npm run dev`: the server restarts on change, Vite serves the web app with hot reload and proxies /api and /media.
import { spawn } from 'node:child_process';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../src/server/node-flags.ts';

const port = process.env.PORT ?? '3000';
const children = [
  spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--watch-path=src/server', '--watch-path=src/shared', 'src/server/main.ts'],
    {
      stdio: 'inherit',
      env: { ...process.env, ...SERVER_ENV, PORT: port, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
    },
  ),
  spawn('npx', ['vite', '--host'], { stdio: 'inherit', env: { ...process.env, PORT: port } }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
