import { describe, expect, test } from 'vitest';
import { ConfigError, parseConfig } from '#api/env.ts';

const databaseUrl = 'postgres://marina@db.internal:5432/marina';

describe('FILE_STORE', () => {
  test('defaults to the database when it is a shared server, else to a local directory', () => {
    expect(parseConfig({}).fileStore).toBe('local');
    expect(parseConfig({ DATABASE_URL: databaseUrl }).fileStore).toBe('database');
  });

  test('an explicit driver wins over the default', () => {
    expect(parseConfig({ DATABASE_URL: databaseUrl, FILE_STORE: 'local' }).fileStore).toBe('local');
    expect(parseConfig({ FILE_STORE: 'database' }).fileStore).toBe('database');
    expect(parseConfig({ FILE_STORE: '' }).fileStore).toBe('local');
  });

  test('any other driver stops the start with the variable named', () => {
    expect(() => parseConfig({ FILE_STORE: 's3' })).toThrow(ConfigError);
    expect(() => parseConfig({ FILE_STORE: 's3' })).toThrow(/FILE_STORE: /);
  });
});
