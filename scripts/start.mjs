#!/usr/bin/env node
// `npm start`: builds when there is no current build (missing, or its stamp does not match the
// sources), then runs the production server `node apps/server/dist/main.js` in a child
// process, forwarding SIGINT/SIGTERM to it and exiting with its exit code.
import { spawn } from 'node:child_process';
import { build, isBuildCurrent, ROOT, SERVER_BUNDLE } from './build.mjs';

if (!isBuildCurrent()) {
  console.log('start: no current build, building first');
  try {
    await build();
  } catch (err) {
    console.error(`start: build failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}

const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
  cwd: ROOT,
  stdio: 'inherit',
  env: process.env,
});

// The server shuts down gracefully on the forwarded signal; this process waits for it. A
// terminal's Ctrl-C also reaches the server directly (same process group); the server reads
// that pair as one request.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}

child.on('error', (err) => {
  console.error(`start: could not run the server: ${err.message}`);
  process.exit(1);
});

child.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  // Killed by a signal: exit the conventional way (128 + signal number).
  const numbers = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };
  process.exit(128 + (numbers[signal ?? ''] ?? 1));
});
