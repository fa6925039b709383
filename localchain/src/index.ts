/** @hueso/localchain: the local Hive + Hive Engine node (docs/chain-node.md). */
export {
  buildNode,
  startNode,
  NodeSettingsError,
  type LocalNode,
  type PlatformKeys,
  type StartedNode,
} from './node';
export type { NodeOptions } from './context';
