// One list of things to undo when the bench ends, however it ends: normally, on an error, or on
// Ctrl-C / SIGTERM. Each step is synchronous (an 'exit' handler cannot wait), runs once, last
// registered first, and a failing step does not stop the others.
const steps = [];
let ran = false;

/** Registers a synchronous step; answers a function that runs it now and forgets it. */
export function onCleanup(step) {
  const entry = { step, done: false };
  steps.push(entry);
  return () => runStep(entry);
}

function runStep(entry) {
  if (entry.done) return;
  entry.done = true;
  try {
    entry.step();
  } catch (error) {
    console.error(`cleanup step failed: ${error.message}`);
  }
}

export function runCleanups() {
  if (ran) return;
  ran = true;
  for (const entry of [...steps].reverse()) runStep(entry);
}

process.on('exit', runCleanups);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers, the proxy and the database…`);
    runCleanups();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}
