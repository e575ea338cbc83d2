import { ConfigError, loadConfig, type Config } from './env.ts';

/** Reads the environment once; a bad value ends the start with the list of what is wrong. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\nSee .env.example for every variable.\n`);
    process.exit(1);
  }
}
