import { ChatIcon, DocumentIcon, GamepadIcon, getConfig, type IconComponent } from '@hueso/shared';

export interface ExternalLink {
  name: string;
  href: string;
  icon: IconComponent;
}

/** Whitepaper and chat from the runtime config, plus the partner game. */
export function externalLinks(): ExternalLink[] {
  const { whitepaper, chat, partnerGame } = getConfig().links;
  return [
    { name: 'Whitepaper', href: whitepaper, icon: DocumentIcon },
    { name: 'Chat', href: chat, icon: ChatIcon },
    { name: 'Partner game', href: partnerGame, icon: GamepadIcon },
  ];
}
