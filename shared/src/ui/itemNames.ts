/**
 * The display names of inventory items and market offers (docs/glossary.md). The chain and the
 * server know an item by its English key ('General Pack'); a screen shows it in its language.
 */
import { defineMessages, useMessages } from '../i18n/messages';

export const ITEM_NAMES = defineMessages({
  en: {
    'General Pack': 'General Pack',
    'Special Pack': 'Special Pack',
    LVL: 'LVL',
    'LVL UP': 'LVL UP',
    'Hueso Fusion': 'Hueso Fusion',
    'ticket stake': 'Stake Ticket',
    'Initial Land': 'Initial Land',
  } as Record<string, string>,
  es: () => import(/* webpackChunkName: "shared-messages-es" */ './itemNames-es'),
});

/** An item's name in the page's language, by its key; an unknown key shows as it is. */
export function useItemName(): (key: string) => string {
  const names = useMessages(ITEM_NAMES);
  return (key) => names[key] ?? key;
}
