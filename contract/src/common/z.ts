/**
 * The zod vocabulary of the contract: the `zod/mini` functions the feature modules build their
 * schemas with, taken as `z` from `@hueso/contract/common`. The host provides one copy of them
 * with the common part, so a remote's feature schemas carry no zod of their own. A feature
 * schema that needs a function missing here adds it here (a host deploy first, as for any
 * addition to the common part).
 */
export {
  _default,
  array,
  boolean,
  enum,
  int,
  length,
  literal,
  maxLength,
  maximum,
  minLength,
  minimum,
  nonnegative,
  null,
  nullable,
  number,
  object,
  optional,
  positive,
  record,
  refine,
  regex,
  string,
  tuple,
  union,
  unknown,
} from 'zod/mini';
export type { infer, input, output } from 'zod/mini';
