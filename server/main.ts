// `node --import tsx server/main.ts`, or the built server (docs/operations.md): the reference
// backend; docs/operations.md lists its settings.
import { ConfigurationError, configFromEnv, type ServerConfig } from './config';
import { DataFolderInUseError } from './db/lock';
import { startServer } from './server';

let config: ServerConfig;
try {
  config = configFromEnv();
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  console.error(`${error.message}\nEvery setting is described in docs/operations.md.`);
  process.exit(1);
}

try {
  const server = await startServer(config);
  const where = config.database.kind === 'postgres' ? 'PostgreSQL' : config.database.kind === 'pglite-dir' ? config.database.dataDir : 'memória (dados temporários)';
  // Where e-mails go: the configured mail server, else the outbox (docs/decisions.md, Mail).
  const mail = config.mail ? `servidor de e-mail ${new URL(config.mail.url).host}` : 'caixa de saída /dev/outbox';
  const mode = config.production ? `produção${config.seedDemo ? ', com dados de demonstração' : ''}` : 'desenvolvimento';
  console.error(`Arena Escolar: ${server.url} (${mode}; pronto em ${server.readyMs} ms; dados: ${where}; e-mails: ${mail})`);
  // SIGTERM (a deploy, a scale-down) gives load balancers notice, then finishes the requests in
  // flight (docs/operations.md, Stopping); Ctrl-C skips the notice, and a second signal cuts it short.
  const shutdown = async (noticeMs: number) => {
    await server.close({ noticeMs });
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(config.shutdownNoticeMs ?? 0));
} catch (error) {
  if (error instanceof DataFolderInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
