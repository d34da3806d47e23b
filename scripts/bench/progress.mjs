// A one-line progress bar on stdout: redrawn in place on a terminal, one line per 10 % otherwise (CI logs).
export function progressBar(label, steps) {
  const width = 30;
  const started = performance.now();
  const tty = process.stdout.isTTY;
  let done = 0;
  let lastPrinted = -1;
  const draw = () => {
    const share = Math.min(1, done / steps);
    const filled = Math.round(share * width);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    const line = `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(share * 100).toFixed(0)}% ${seconds} s`;
    if (tty) process.stdout.write(`\r${line}`);
    else if (Math.floor(share * 10) > lastPrinted) {
      lastPrinted = Math.floor(share * 10);
      process.stdout.write(`${line}\n`);
    }
  };
  draw();
  return {
    tick() {
      done += 1;
      draw();
    },
    done() {
      done = steps;
      draw();
      if (tty) process.stdout.write('\n');
    },
  };
}
