/**
 * @hueso/shared/ui: the UI kit (buttons, panels, tables, states, icons, the money and card
 * names), shared on its own: an area that shows no dialog and moves no funds takes only this
 * and the core.
 */
export * from './Button';
export * from './DataTable';
export * from './ScrollRegion';
export * from './CountdownBar';
export * from './States';
export * from './CredentialFields';
export * from './icons';
export * from './ErrorPanel';
export * from './QueryState';
export * from './StatList';
export * from './PageHeader';
export * from './Stack';
export * from './Page';
export * from './Panel';
export * from './Tabs';
export * from './LanguageSwitcher';
export * from './money';
export * from './sound';
export * from './itemNames';
