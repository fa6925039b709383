import { getConfig } from '@hueso/shared';

export interface ExternalLink {
  name: string;
  href: string;
  icon: string;
}

/** Whitepaper and chat from the runtime config, plus the partner game. */
export function externalLinks(): ExternalLink[] {
  const { whitepaper, chat, partnerGame } = getConfig().links;
  return [
    { name: 'Whitepaper', href: whitepaper, icon: '📄' },
    { name: 'Chat', href: chat, icon: '💬' },
    { name: 'Partner game', href: partnerGame, icon: '🎮' },
  ];
}
