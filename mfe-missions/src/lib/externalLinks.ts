import { getConfig } from '@hueso/shared';
import { ChatIcon, DocumentIcon, GamepadIcon, type IconComponent } from '@hueso/shared/ui';

export interface ExternalLink {
  /** The link's name in the links catalogue (LINKS_MESSAGES). */
  key: 'whitepaper' | 'chat' | 'partnerGame';
  href: string;
  icon: IconComponent;
}

/** Whitepaper and chat from the runtime config, plus the partner game. */
export function externalLinks(): ExternalLink[] {
  const { whitepaper, chat, partnerGame } = getConfig().links;
  return [
    { key: 'whitepaper', href: whitepaper, icon: DocumentIcon },
    { key: 'chat', href: chat, icon: ChatIcon },
    { key: 'partnerGame', href: partnerGame, icon: GamepadIcon },
  ];
}
