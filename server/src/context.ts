import type { AppConfig } from './config';
import type { Db } from './db';

/** What every route module needs: the database and the resolved settings. */
export interface AppContext {
  db: Db;
  config: AppConfig;
}
