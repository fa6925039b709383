import { getConfig } from '@hueso/shared';

export interface ExternalLink {
  name: string;
  href: string;
  icon: string;
}

/**
 * The partner game of the ecosystem starter pack. The runtime config has no entry for it yet:
 * a `links.partnerGame` wins once the config schema keeps one; until then the project site (the
 * whitepaper's origin) is expected to serve a `/partner-game` page.
 */
export function partnerGameUrl(): string {
  const links = getConfig().links as { whitepaper: string; partnerGame?: string };
  return links.partnerGame ?? `${new URL(links.whitepaper).origin}/partner-game`;
}

/** Whitepaper and chat from the runtime config, plus the partner game. */
export function externalLinks(): ExternalLink[] {
  const { whitepaper, chat } = getConfig().links;
  return [
    { name: 'Whitepaper', href: whitepaper, icon: '📄' },
    { name: 'Chat', href: chat, icon: '💬' },
    { name: 'Partner game', href: partnerGameUrl(), icon: '🎮' },
  ];
}
