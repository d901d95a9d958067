import { sql, type SQL } from 'drizzle-orm';
import type { Bulk } from './bulk';
import { places } from './words';

/**
 * The planning schema `seed_large` (dropped at the end of a run) with its dice: `u(key, salt)` is a
 * uniform number in [0, 1) that depends only on its arguments, so every row's choices are the same
 * on every run and a choice can be made again in another statement (no random()). `pick(words, u)`
 * chooses a word of a list; `places` holds the cities addresses are made in.
 */
export const planningSchema = 'seed_large';

/** A list of words as one text[] parameter (drizzle would spread a bare array into a list of values). */
export function textArray(words: readonly string[]): SQL {
  return sql`${sql.param(words)}::text[]`;
}

export async function createDice(bulk: Bulk): Promise<void> {
  await bulk.run(sql`create schema seed_large`);
  await bulk.run(sql`
    create function seed_large.u(key bigint, salt integer) returns double precision
    language sql immutable parallel safe
    as $$ select (hashint8extended(key, salt) & 281474976710655)::float8 / 281474976710656 $$`);
  await bulk.run(sql`
    create function seed_large.pick(words text[], u double precision) returns text
    language sql immutable parallel safe
    as $$ select words[1 + floor(u * cardinality(words))::int] $$`);
  await bulk.run(sql`
    create unlogged table seed_large.places as
    select idx::int, zip, state, city, area_code
    from unnest(
      ${textArray(places.map((p) => p.zip))},
      ${textArray(places.map((p) => p.state))},
      ${textArray(places.map((p) => p.city))},
      ${textArray(places.map((p) => p.areaCode))}
    ) with ordinality as p(zip, state, city, area_code, idx)`);
}

/** A place for a draw `u` (SQL over the draw's expression): `join seed_large.places pl on pl.idx = …`. */
export function placeIndexSql(u: string): string {
  return `(1 + floor(${u} * ${places.length})::int)`;
}

export async function dropPlanning(bulk: Bulk): Promise<void> {
  await bulk.run(sql`drop schema if exists seed_large cascade`);
}
