// `npm run dev`: the API server on PGlite with reload on change, and the Vite dev server
// (http://localhost:5173, proxying /api to the server on port 8080).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@cairn/server'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@cairn/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  });
