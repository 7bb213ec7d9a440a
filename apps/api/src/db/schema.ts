export * from './schema/users';
export * from './schema/ledger';
export * from './schema/audit';
export * from './schema/content';
export * from './schema/catalogue';
export * from './schema/cashier';
export * from './schema/games';
export * from './schema/providers';
