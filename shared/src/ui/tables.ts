/**
 * @hueso/shared/tables: the kit's views of long content: `DataTable` (in its sideways
 * `ScrollRegion`) and `Tabs`. An entry of its own since 4.2.0: the home screen shows them only in
 * its dialogs, so its first screen downloads none of them. The UI kit (@hueso/shared/ui) and
 * @hueso/shared/play still export these names for areas built before 4.2.0 (docs/deployment.md).
 */
export * from './DataTable';
export * from './ScrollRegion';
export * from './Tabs';
