/**
 * Admin command (docs/burn.md, "Admin"): grants or revokes the admin role and sets a player's
 * burned total in the ranking, directly on the server's database file.
 *
 *   npm run admin -w @hueso/server -- grant <player>
 *   npm run admin -w @hueso/server -- revoke <player>
 *   npm run admin -w @hueso/server -- set-burned <player> <total>
 *   npm run admin -w @hueso/server -- list
 *
 * DB_PATH selects the database (default: the server's data/hueso.sqlite).
 */
import { resolve } from 'node:path';
import { openDatabase, type Db } from './db';
import { listAdmins, setBurnedTotal, setRole } from './plugins/albumBurn/rolesRepository';

const USAGE = 'Usage: admin grant <player> | revoke <player> | set-burned <player> <total> | list';

export class AdminError extends Error {}

/** Runs one admin command on the database; returns the line to print. */
export function runAdmin(db: Db, args: readonly string[]): string {
  const [command, rawName, rawTotal] = args;
  const nombre = rawName?.toLowerCase();
  switch (command) {
    case 'list': {
      const admins = listAdmins(db);
      return admins.length ? `Admins: ${admins.join(', ')}` : 'No admins';
    }
    case 'grant':
    case 'revoke': {
      if (!nombre) throw new AdminError(USAGE);
      if (!setRole(db, nombre, command === 'grant' ? 'admin' : 'player'))
        throw new AdminError(`Unknown player ${nombre}`);
      return command === 'grant' ? `${nombre} is now an admin` : `${nombre} is no longer an admin`;
    }
    case 'set-burned': {
      const total = Number(rawTotal);
      if (!nombre || rawTotal === undefined || !/^\d+$/.test(rawTotal) || !Number.isSafeInteger(total))
        throw new AdminError(`${USAGE}\n<total> must be a whole number of 0 or more`);
      if (!setBurnedTotal(db, nombre, total)) throw new AdminError(`Unknown player ${nombre}`);
      return `${nombre}: burned total set to ${total}`;
    }
    default:
      throw new AdminError(USAGE);
  }
}

if (require.main === module) {
  const dbPath = process.env.DB_PATH || resolve(__dirname, '../../data/hueso.sqlite');
  const db = openDatabase(dbPath);
  try {
    console.log(runAdmin(db, process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof AdminError ? error.message : error);
    process.exitCode = 1;
  } finally {
    db.close();
  }
}
