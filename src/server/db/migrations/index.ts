import accounts from './001_accounts';

/** Applied in order, each once, each in its own transaction. Never edit one that has shipped: add the next. */
export const migrations: ReadonlyArray<{ id: string; sql: string }> = [{ id: '001_accounts', sql: accounts }];
