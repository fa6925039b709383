/**
 * The album's sections by `?page=` (SPEC.md section 2). One row per section: its page number, its
 * menu label (its key in ALBUM_MESSAGES.sections) and the component that renders it under the section's heading.
 */
import type { ComponentType } from 'react';
import type { ALBUM_MESSAGES } from './messages';
import { CollectionSection } from './features/collection/components/CollectionSection';
import { MarketplaceSection } from './features/marketplace/components/MarketplaceSection';
import { BurnSection } from './features/burn/components/BurnSection';
import { CraftingSection } from './features/crafting/components/CraftingSection';
import { RankingSection } from './features/ranking/components/RankingSection';

export interface Section {
  page: number;
  label: keyof (typeof ALBUM_MESSAGES)['en']['sections'];
  Component: ComponentType;
}

export const SECTIONS: readonly Section[] = [
  { page: 1, label: 'general', Component: () => <CollectionSection kind="general" /> },
  { page: 2, label: 'especial', Component: () => <CollectionSection kind="especial" /> },
  { page: 3, label: 'crafting', Component: CraftingSection },
  { page: 4, label: 'marketplace', Component: () => <MarketplaceSection scope="all" /> },
  { page: 5, label: 'specialMarket', Component: () => <MarketplaceSection scope="platform" /> },
  { page: 6, label: 'burn', Component: () => <BurnSection /> },
  { page: 7, label: 'ranking', Component: RankingSection },
];

/** The section shown when `page` is missing or names no section. */
export const DEFAULT_PAGE = 5;
