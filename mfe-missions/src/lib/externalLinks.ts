import { type Links } from '@hueso/shared';
import { type IconComponent } from '@hueso/shared/ui';
import { ChatIcon, DocumentIcon, GamepadIcon } from '@hueso/shared/play';

export interface ExternalLink {
  /** The link's name in the links catalogue (LINKS_MESSAGES). */
  key: 'whitepaper' | 'chat' | 'partnerGame';
  href: string;
  icon: IconComponent;
}

/** Whitepaper, chat and the partner game, from the runtime config's links in the screen's language. */
export function externalLinks({ whitepaper, chat, partnerGame }: Links): ExternalLink[] {
  return [
    { key: 'whitepaper', href: whitepaper, icon: DocumentIcon },
    { key: 'chat', href: chat, icon: ChatIcon },
    { key: 'partnerGame', href: partnerGame, icon: GamepadIcon },
  ];
}
