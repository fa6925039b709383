import { z } from '@hueso/contract/common';

/**
 * A remote's `mf-manifest.json`, read by the host itself (remotes.ts): the page's federation
 * runtime is built without its manifest ("snapshot") plugins, so the host turns each manifest of
 * config.json into the remote entry the runtime loads, and the files to preload. Only the fields
 * used here are read; a manifest without them is refused with its URL named.
 */
const manifestSchema = z.object({
  name: z.string(),
  metaData: z.object({
    globalName: z.string(),
    publicPath: z.optional(z.string()),
    remoteEntry: z.object({ name: z.string(), path: z.string(), type: z.optional(z.string()) }),
  }),
  exposes: z.optional(
    z.array(
      z.object({
        path: z.string(),
        assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }),
      }),
    ),
  ),
});

/**
 * What the host paints of the area's screens before its code arrives (`metaData.hueso.firstPaint`,
 * from the remote's src/firstPaint.json): by path under /game/, the width and the h1 of each
 * language. Read apart from the rest: a manifest whose declaration is malformed still loads, with
 * the plain loading page.
 */
const firstPaintSchema = z.object({
  metaData: z.object({
    hueso: z.object({
      firstPaint: z.record(
        z.string(),
        z.object({
          width: z.enum(['regular', 'wide']),
          title: z.object({ en: z.string(), es: z.string() }),
        }),
      ),
    }),
  }),
});
export type FirstPaint = z.infer<typeof firstPaintSchema>['metaData']['hueso']['firstPaint'][string];

export interface ResolvedRemote {
  /** What the runtime registers: the entry script and its global. */
  remote: { name: string; entry: string; type: 'var'; entryGlobalName: string };
  /** The entry and the synchronous scripts of the remote's `./App`, absolute, to preload. */
  preload: string[];
  /** The screens the host paints the title of while the area loads, by path under /game/. */
  firstPaint: Record<string, FirstPaint>;
}

export class ManifestError extends Error {
  override name = 'ManifestError';
}

/** The remote `name` described by the manifest read from `url`. */
export function resolveManifest(name: string, url: string, json: unknown): ResolvedRemote {
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new ManifestError(`${url} is not a remote's mf-manifest.json`);
  const { metaData, exposes = [] } = parsed.data;
  if (metaData.remoteEntry.type && metaData.remoteEntry.type !== 'var')
    throw new ManifestError(`${url}: a remote entry of type ${metaData.remoteEntry.type} cannot be loaded`);
  // `publicPath: 'auto'`: the files sit next to the manifest, wherever it is published.
  const base =
    !metaData.publicPath || metaData.publicPath === 'auto'
      ? new URL('.', url)
      : new URL(metaData.publicPath, url);
  const at = (file: string) => new URL(file, base).href;
  const entry = at(`${metaData.remoteEntry.path}${metaData.remoteEntry.name}`);
  const app = exposes.find((e) => e.path === './App');
  return {
    remote: { name, entry, type: 'var', entryGlobalName: metaData.globalName },
    preload: [entry, ...(app?.assets.js.sync ?? []).map(at)],
    firstPaint: firstPaintSchema.safeParse(json).data?.metaData.hueso.firstPaint ?? {},
  };
}
