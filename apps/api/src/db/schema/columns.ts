import { bigint, bigserial, timestamp } from 'drizzle-orm/pg-core';

/** Ids and amounts are bigint in the database and safe integers in TypeScript. */
export const id = () => bigserial('id', { mode: 'number' }).primaryKey();
export const bigintRef = (name: string) => bigint(name, { mode: 'number' });
export const pya = (name: string) => bigint(name, { mode: 'number' });
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
