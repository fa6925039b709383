/** The shape of every domain plugin: it receives the app context and typed, validated input. */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { AppContext } from './context';
import type { ContractTypeProvider } from './validation';

export interface PluginOptions {
  ctx: AppContext;
}

export type GamePlugin = FastifyPluginAsync<PluginOptions, RawServerDefault, ContractTypeProvider>;
