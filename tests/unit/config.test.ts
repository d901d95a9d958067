import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';

describe('configuration from the environment', () => {
  it('runs with no configuration at all: port 3000, embedded database in ./data, dev pages on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', devPages: true, TRUST_PROXY: 'off' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('turns the dev pages off in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).devPages).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_PAGES: 'on' }).devPages).toBe(true);
  });

  it('stops with a message naming every wrong value', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', JWT_SECRET: 'short' })).toThrow(
      /Configuration is not valid: .*PORT.*DATABASE_URL.*JWT_SECRET/,
    );
  });
});
