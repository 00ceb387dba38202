// `node --import tsx server/main.ts`: the reference backend (README lists its environment variables).
import { configFromEnv } from './config';
import { DataFolderInUseError } from './db/lock';
import { startServer } from './server';

const config = configFromEnv();
try {
  const server = await startServer(config);
  const where = config.database.kind === 'postgres' ? 'PostgreSQL' : config.database.kind === 'pglite-dir' ? config.database.dataDir : 'memória (dados temporários)';
  // Where e-mails go: the configured mail server, else the outbox (docs/decisions.md, Mail).
  const mail = config.mail ? `servidor de e-mail ${new URL(config.mail.url).host}` : 'caixa de saída /dev/outbox';
  console.log(`Arena Escolar: ${server.url} (pronto em ${server.readyMs} ms; dados: ${where}; e-mails: ${mail})`);
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
} catch (error) {
  if (error instanceof DataFolderInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
