import { PrivateKey } from '@hiveio/dhive';
import { openDatabase, randomChainKeys } from '../db';
import { createAccount, getAccount } from './ledger';
import { storedPrivateKey } from './keys';

const oldPublicKey = (account: string, role: string) =>
  PrivateKey.fromLogin(account, `hueso-local-${account}`, role as 'posting')
    .createPublic()
    .toString();

describe('local chain keys', () => {
  it('are random per account and kept in the database for the dev wallet', () => {
    const db = openDatabase(':memory:');
    createAccount(db, 'alice', 0);
    createAccount(db, 'bob', 0);
    const alice = getAccount(db, 'alice')!;
    const bob = getAccount(db, 'bob')!;
    expect(alice.posting.key_auths[0]![0]).not.toBe(bob.posting.key_auths[0]![0]);
    expect(alice.posting.key_auths[0]![0]).not.toBe(oldPublicKey('alice', 'posting'));
    expect(storedPrivateKey(db, 'alice', 'active')!.createPublic().toString()).toBe(
      alice.active.key_auths[0]![0],
    );
    db.close();
  });

  it('replace the derivable keys of a database made before, on upgrade', () => {
    // A database as the previous version left it: keys from the public formula, no chain_keys.
    const db = openDatabase(':memory:');
    db.exec(
      'DROP TABLE chain_keys; DROP INDEX sessions_expiry; DROP INDEX sessions_user; DROP INDEX used_logins_time;',
    );
    const authority = (key: string) =>
      JSON.stringify({ weight_threshold: 1, account_auths: [], key_auths: [[key, 1]] });
    db.prepare(
      'INSERT INTO chain_accounts (name, posting, active, memo_key, created_at) VALUES (?, ?, ?, ?, 0)',
    ).run(
      'demo',
      authority(oldPublicKey('demo', 'posting')),
      authority(oldPublicKey('demo', 'active')),
      oldPublicKey('demo', 'memo'),
    );

    randomChainKeys(db); // the migration step

    const demo = getAccount(db, 'demo')!;
    expect(demo.posting.key_auths[0]![0]).not.toBe(oldPublicKey('demo', 'posting'));
    expect(demo.active.key_auths[0]![0]).not.toBe(oldPublicKey('demo', 'active'));
    expect(storedPrivateKey(db, 'demo', 'posting')!.createPublic().toString()).toBe(
      demo.posting.key_auths[0]![0],
    );
    db.close();
  });
});
