import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { outboxOffered } from '../../src/server/modules/outbox/offered';

describe('configuration from the environment', () => {
  it('runs with no configuration at all: port 3000, embedded database in ./data, mail kept in the outbox', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', TRUST_PROXY: 'off' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(outboxOffered(config)).toBe(true);
  });

  it('offers the outbox exactly when no SMTP server is set, whatever NODE_ENV says', () => {
    expect(outboxOffered(loadConfig({ NODE_ENV: 'production' }))).toBe(true);
    expect(outboxOffered(loadConfig({ SMTP_URL: 'smtp://mail.example.test:587' }))).toBe(false);
    // The switch that once opened the outbox to anyone is gone, not merely ignored.
    expect(loadConfig({ DEV_PAGES: 'on' })).not.toHaveProperty('devPages');
  });

  it('stops with a message naming every wrong value', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', JWT_SECRET: 'short' })).toThrow(
      /Configuration is not valid: .*PORT.*DATABASE_URL.*JWT_SECRET/,
    );
  });
});
