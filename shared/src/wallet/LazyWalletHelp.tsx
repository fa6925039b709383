import { lazy, Suspense, type ComponentType } from 'react';

type Help = ComponentType<{ failure: unknown }>;

/**
 * The wallet's help (./WalletHelp) loads the first time a failure is shown: the kit's error panel
 * and the toasts carry neither it nor the wallet's texts, so a page that shows no failure (the
 * embedded public leaderboard) downloads none of it. A help that cannot load shows nothing (the
 * failure's own text stays), and the next failure tries again.
 */
const loadHelp = (): Help =>
  lazy(() =>
    import(/* webpackChunkName: "wallet-help" */ './WalletHelp').then(
      (m) => ({ default: m.WalletHelp }),
      () => {
        help = loadHelp();
        return { default: () => null };
      },
    ),
  );
let help = loadHelp();

/**
 * `WalletHelp` for a failure's text: "Hive Keychain is not installed" gets the next step and the
 * link. Only a text that names the extension (as that failure does in both languages) loads it;
 * `WalletHelp` then checks the text exactly.
 */
export function LazyWalletHelp({ failure }: { failure: unknown }) {
  if (typeof failure !== 'string' || !failure.includes('Hive Keychain')) return null;
  const Help = help;
  return (
    <Suspense fallback={null}>
      <Help failure={failure} />
    </Suspense>
  );
}
