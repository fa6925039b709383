/**
 * The album's sections by `?page=` (SPEC.md section 2). One row per section: its page number, its
 * menu label and the component that renders it under the section's heading.
 */
import type { ComponentType } from 'react';
import { CollectionSection } from './features/collection/components/CollectionSection';
import { MarketplaceSection } from './features/marketplace/components/MarketplaceSection';
import { BurnSection } from './features/burn/components/BurnSection';
import { CraftingSection } from './features/crafting/components/CraftingSection';
import { RankingSection } from './features/ranking/components/RankingSection';

export interface Section {
  page: number;
  label: string;
  Component: ComponentType;
}

export const SECTIONS: readonly Section[] = [
  { page: 1, label: 'General Album', Component: () => <CollectionSection kind="general" /> },
  { page: 2, label: 'Special Album', Component: () => <CollectionSection kind="especial" /> },
  { page: 3, label: 'Crafting', Component: CraftingSection },
  { page: 4, label: 'Marketplace', Component: () => <MarketplaceSection scope="all" /> },
  { page: 5, label: 'Special Market', Component: () => <MarketplaceSection scope="platform" /> },
  { page: 6, label: 'Burn NFTs', Component: () => <BurnSection /> },
  { page: 7, label: 'Global Ranking', Component: RankingSection },
];

/** The section shown when `page` is missing or names no section. */
export const DEFAULT_PAGE = 5;
