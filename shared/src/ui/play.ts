/**
 * @hueso/shared/play: what a game screen adds to the UI kit (@hueso/shared/ui): tabs, countdowns,
 * sound, the money and item names, the credential fields, the language switcher and the game's
 * icons. Shared on its own so that a read-only view downloads none of it.
 */
// Also @hueso/shared/tables' since 4.2.0; exported here still for areas built before it.
export * from './Tabs';
export * from './CountdownBar';
export * from './sound';
export * from './money';
export * from './itemNames';
export * from './CredentialFields';
export * from './LanguageSwitcher';
export * from './gameIcons';
