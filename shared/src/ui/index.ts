/**
 * @hueso/shared/ui: the UI kit a read-only view needs (pages, panels, tables, lists, loading,
 * empty and error states, buttons, form fields), shared on its own: an area that shows no dialog,
 * moves no funds and plays nothing (the embedded leaderboard) takes only this and the core. What a
 * game screen adds is @hueso/shared/play.
 */
export * from './Button';
// Also @hueso/shared/tables' since 4.2.0; exported here still for areas built before it.
export * from './DataTable';
export * from './ScrollRegion';
export * from './States';
export * from './icons';
export * from './ErrorPanel';
export * from './QueryState';
export * from './StatList';
export * from './PageHeader';
export * from './Stack';
export * from './Page';
export * from './Panel';
