import { styled } from 'styled-components';
import { useMessages } from '../i18n/messages';
import { isWalletMissing, KEYCHAIN_URL, WALLET_MESSAGES } from './messages';

const Help = styled.p`
  margin: 0;
  a {
    color: inherit;
    font-weight: 600;
    text-decoration: underline;
  }
`;

/**
 * The next step after a failure whose text is "Hive Keychain is not installed": what to do and
 * the extension's link. Nothing for any other failure.
 */
export function WalletHelp({ failure }: { failure: unknown }) {
  const M = useMessages(WALLET_MESSAGES);
  if (!isWalletMissing(failure)) return null;
  return (
    <Help>
      {M.installNext}{' '}
      <a href={KEYCHAIN_URL} target="_blank" rel="noopener noreferrer">
        {M.getKeychain}
      </a>
    </Help>
  );
}
