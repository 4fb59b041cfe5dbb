import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Avanzo cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({ config, logger: process.env.NODE_ENV !== 'test' });
  const close = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`Avanzo is ready at ${address.replace('0.0.0.0', 'localhost')}`);
}

void main();
