import { PrivateKey } from '@hiveio/dhive';
import { openChainDatabase } from './schema';
import { createAccount, getAccount } from './ledger';
import { storedPrivateKey } from './keys';

describe('local chain keys', () => {
  it('are random per account, and only the ones asked for are kept for the dev wallet', () => {
    const db = openChainDatabase(':memory:');
    const alice = createAccount(db, 'alice', 0, { storeKeys: true });
    createAccount(db, 'bob', 0, { storeKeys: true });
    const platform = createAccount(db, 'hueso.tokens', 0, { storeKeys: false });
    const a = getAccount(db, 'alice')!;
    const b = getAccount(db, 'bob')!;
    expect(a.posting.key_auths[0]![0]).not.toBe(b.posting.key_auths[0]![0]);
    expect(a.active.key_auths[0]![0]).toBe(alice.active.createPublic().toString());
    expect(storedPrivateKey(db, 'alice', 'active')!.toString()).toBe(alice.active.toString());
    // The owner key is never stored, and a platform account's keys are not stored at all.
    expect(storedPrivateKey(db, 'alice', 'owner')).toBeUndefined();
    expect(db.prepare("SELECT COUNT(*) FROM chain_keys WHERE account = 'hueso.tokens'").pluck().get()).toBe(
      0,
    );
    expect(getAccount(db, 'hueso.tokens')!.active.key_auths[0]![0]).toBe(
      platform.active.createPublic().toString(),
    );
    db.close();
  });

  it('keep a given Active key (a platform account after a reset)', () => {
    const db = openChainDatabase(':memory:');
    const active = PrivateKey.fromSeed('kept');
    const keys = createAccount(db, 'hueso.deposit', 0, { storeKeys: false, active });
    expect(keys.active.toString()).toBe(active.toString());
    expect(getAccount(db, 'hueso.deposit')!.active.key_auths).toEqual([
      [active.createPublic().toString(), 1],
    ]);
    expect(keys.posting.toString()).not.toBe(active.toString());
    db.close();
  });
});
