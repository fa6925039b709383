/**
 * A returning player's game page starts faster: an inline script in the host's index.html (in
 * <body>, right after `#root`) that, on a /game path with a stored session (sessionStorage `user`,
 * shared/src/session), first paints the screen's title on a phone, then shortens the chain of
 * requests the page would otherwise make one after another:
 * - `<link rel="preload">` for the host's lazy chunks it will ask for (the query layer, the HTTP
 *   client, the federation runtime), so they download with the entry scripts;
 * - the first screen's data requests (`FIRST_READS`), handed to the query layer as
 *   `window.huesoEarly`: at once to the API base config.json named on the last visit
 *   (`API_BASE_KEY`), else once the early config.json answer is in (index.html starts it);
 * - then `preconnect` to the API and
 *   to the area's remote, and the request for the area's `mf-manifest.json`, handed to the host
 *   as `window.huesoManifest` (host/src/app/remotes.ts takes it instead of asking again);
 * - once that manifest is in, a preload of the remote's entry and `./App` scripts, so they
 *   download while the host's own scripts still run, not after (the URLs as
 *   host/src/app/manifest.ts reads them: next to the manifest, or under its `publicPath`);
 * - before all that: the scripts the area's manifest named on the last visit
 *   (host/src/app/remoteMemory.ts), and the request for that manifest, used only when config.json
 *   still names the same URL. A memory from an older deploy costs a wasted preload: the loader
 *   always follows the current manifest. With the phone shell drawn, these and the first screen's
 *   chunks start with the entry scripts, after the shell's frame (`later`); the first screen's
 *   reads, the preconnects and the Español texts' preloads start at once.
 * - first of all, on a phone, the screen's title as the host will paint it, before any of the
 *   game's scripts runs and before any of these requests starts (`window.huesoShell`, drawn into
 *   `#root`; see `SHELL_MEDIA`).
 * /login and a first visit load nothing more, but for the host's Español texts on a page in Español
 * (`SPANISH_CHUNK_GROUPS`, on every path). The remote of a path comes from shared/remotes.json.
 * On every page the entry scripts are preloaded from <head>, first, with `fetchpriority="high"`,
 * and run by the last script of <body> (`pageScript`).
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const registry = require('../remotes.json');
const { firstPaintOf } = require('./firstPaint');

/**
 * The named lazy chunk groups a stored session on /game loads (webpackChunkName in the source): the
 * query layer (the stored player record goes into its cache), the federation runtime, the
 * contract's common part the host provides to every area (without its preload, the area asks for
 * it only once its own code runs), what of the core, the kit, the game's controls and the moves the
 * host's own code does not load (`FIRST_SCREEN_GROUPS`: every area's first screen takes them,
 * likewise), and the HTTP client for the
 * area's first queries (measured: without its preload the Lighthouse LCP of /game/market is about
 * 0.35 s later), except on an area whose first screen's reads index.html starts itself
 * (`FIRST_READS.byArea`): there the client loads after the first paint, with the first request the
 * page makes itself.
 */
/**
 * The provided entries every area's first screen takes (their loaders' names in
 * host/src/app/federation.ts): createConfig.js makes what of them no later chunk needs one chunk,
 * `provided-platform`.
 */
const FIRST_SCREEN_GROUPS = ['provided-moves', 'provided-core', 'provided-ui', 'provided-play'];
const GAME_CHUNK_GROUPS = ['query-layer', 'federation', 'provided-contract', ...FIRST_SCREEN_GROUPS];
const HTTP_CHUNK_GROUP = 'http-client';
/**
 * The host's Español texts (its own catalogues and the platform core's, messages-es.ts): on a page
 * in Español, on every path, they download with the entry scripts rather than after them (the host
 * renders nothing before its page's language is loaded, host/src/bootstrap.tsx).
 */
const SPANISH_CHUNK_GROUPS = ['messages-es', 'shared-messages-es'];

/**
 * What the host's loader remembers of an area's last manifest (host/src/app/remoteMemory.ts, the
 * same key, version and limit): its URL, and the remote's entry and `./App` scripts it named.
 */
const REMOTE_MEMORY_KEY = 'hueso.remotes';
const REMOTE_MEMORY_VERSION = 1;
const REMOTE_MEMORY_MAX_SCRIPTS = 8;

/**
 * The first screen's data, read with the session's token cookie (SPEC.md section 7, `token`) and
 * the page's language (the remembered choice in `hueso.lang`, else the browser's, as
 * shared/src/i18n/language.ts picks it), with the headers the HTTP client sends
 * (shared/src/api/client.ts: `token`, or Bearer and `x-token` for the arena). The query layer
 * takes each answer instead of asking again (shared/src/api/earlyAnswer.ts) while the session and
 * the language are the same. `all`: the player record, on every game page; `byArea`: what an
 * area's first screen waits for, by the path's first segment (the home screen's arena card and
 * its GET /api/arena/status). A read no screen takes is one request too many, nothing more.
 */
const FIRST_READS = { all: ['/api/getInformacion'], byArea: { '': ['/api/arena/status'] } };

/**
 * The API base config.json named on the player's last visit (localStorage of the game's origin,
 * written by this script when config.json answers, on every page: the login page too, so that the
 * first game page loaded after signing in has it). With it the first screen's reads leave with
 * the entry scripts instead of one round trip later, after config.json; a read is handed over only
 * when config.json still names that base, else it is sent again to the one it names (a deploy
 * that moved the API costs one wasted request).
 */
const API_BASE_KEY = 'hueso.apiBase';

/**
 * The first paint of a returning player's game page on a phone, drawn by the inline script before
 * any script of the game has run and before it starts any request: the top bar's box and the
 * screen's page with its h1, as the host paints them a moment later (host/src/app/RemoteRoute.tsx
 * opens the same page, the area's `Page` takes it over). Its title
 * and width are what the area's manifest declared on the last visit (`firstPaint`, kept with the
 * area's scripts in host/src/app/remoteMemory.ts), or, in a build with the areas compiled in (the
 * bench's monolith), its src/firstPaint.json. Below 900 px only: there the top bar is one row of a
 * fixed height (host/src/features/topbar/TopBar.tsx); wider, its rows follow its contents. The
 * host's first render replaces it (React empties `#root`), with the same title in the same box.
 * e2e/tests/loading.spec.ts ("on a phone, a returning player's …") compares both boxes.
 */
const SHELL_MEDIA = '(max-width: 899px)';
const SHELL_MAX_TITLE = 200;
/** What the shell paints with: the theme's colours and font, the kit's page and header rules. */
const SHELL_STYLE = {
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  surface: '#1e1e1e',
  accent: '#ff7a00',
  barHeight: '56px',
  widths: { regular: '1100px', wide: '1280px' },
};
const shellCss = () =>
  [
    `.hueso-shell{font-family:${SHELL_STYLE.font}}`,
    '.hueso-shell *{box-sizing:border-box}',
    `.hueso-shell-bar{position:sticky;top:0;display:flex;align-items:center;height:${SHELL_STYLE.barHeight};padding:8px 12px;background:${SHELL_STYLE.surface};border-bottom:2px solid ${SHELL_STYLE.accent}}`,
    `.hueso-shell-bar span{font-weight:800;font-size:18px;color:${SHELL_STYLE.accent}}`,
    '.hueso-shell main{margin:0 auto;padding:16px;display:flex;flex-direction:column;gap:16px}',
    ...Object.entries(SHELL_STYLE.widths).map(([name, width]) => `.hueso-shell-${name}{max-width:${width}}`),
    '.hueso-shell header{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:12px}',
    '.hueso-shell h1{margin:0;font-size:26px;letter-spacing:0.04em;text-transform:uppercase;overflow-wrap:anywhere}',
  ].join('');
/**
 * The last script of <body>: starts the page's entry scripts (`entries`, preloaded at high priority
 * from <head>, run in order as `defer` would). With the phone shell drawn (`window.huesoShell`),
 * they start once its frame is on screen (the first contentful paint; at most `SHELL_START_WAIT`
 * ms later where the browser does not report it or the page is hidden): their evaluation would
 * otherwise take the main thread before the browser's first frame whenever they download faster
 * than the page is parsed, and the title would wait for the game's first render after all. On a
 * slow network they arrive later anyway. Then it starts what the inline script left for after the
 * shell's frame (`later`); what the inline script starts after that (on config.json's answer) starts
 * at once.
 */
const SHELL_START_WAIT = 200;
const pageScript = (entries) => `(function(s,entries){
function start(){entries.forEach(function(h){var e=document.createElement('script');e.src=h;e.async=false;e.fetchPriority='high';document.head.appendChild(e)});var l=s&&s.later;if(l){s.later=null;l.forEach(function(f){f()})}}
if(!s)return start();
var started=0,o=null;function go(){if(started)return;started=1;if(o)o.disconnect();start()}
try{o=new PerformanceObserver(function(l){if(l.getEntries().some(function(e){return e.name==='first-contentful-paint'}))go()});o.observe({type:'paint',buffered:true})}catch(e){}
setTimeout(go,${SHELL_START_WAIT});
})(window.huesoShell,${JSON.stringify(entries)});`;

/**
 * The inline script; `files` and `httpFiles` are the chunk URLs (`GAME_CHUNK_GROUPS`, the HTTP
 * client's), `routes` maps a /game/<segment> to its remote
 * (null: a build without federation, such as the bench's monolith, which fetches no manifest);
 * `shell`: the areas by route (`areas`, for the shell of any build) and, in a build without
 * federation, their first paints by area name (`paints`). With the shell drawn, the preloads of the
 * first screen's chunks and of the area's remembered scripts and the manifest's request wait in
 * `window.huesoShell.later` until `pageScript` starts the entry scripts: the first frame needs none
 * of them, the host none before its entry scripts run. The first screen's reads start at once.
 */
function inlineScript(files, httpFiles, routes, spanishFiles = [], shell = {}) {
  const { areas = routes ?? {}, paints = null } = shell;
  return `(function(){
function add(rel,href,as,cors){var l=document.createElement('link');l.rel=rel;l.href=href;if(as)l.as=as;if(cors)l.crossOrigin='anonymous';document.head.appendChild(l)}
var lang=null;try{lang=language(localStorage.getItem('hueso.lang'))}catch(e){}
if(!lang){var tags=navigator.languages||[navigator.language];for(var i=0;i<tags.length&&!lang;i++)lang=language(tags[i])}
lang=lang||'en';
function language(tag){var b=String(tag||'').trim().toLowerCase().split(/[-_]/)[0];return b==='en'||b==='es'?b:null}
function http(u){return typeof u==='string'&&u.length<2048&&/^https?:[/][/]/.test(u)}
var game=false;try{game=/^\\/game(\\/|$)/.test(location.pathname)&&!!sessionStorage.getItem('user')}catch(e){}
var segment=location.pathname.split('/')[2]||'';
var routes=${JSON.stringify(routes)},area=game&&routes&&routes[segment],memory=null;
if(area)try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(REMOTE_MEMORY_KEY)}));memory=s&&s.v===${REMOTE_MEMORY_VERSION}&&s.areas&&s.areas[area];
if(!(memory&&http(memory.manifest)&&Array.isArray(memory.scripts)&&memory.scripts.length<=${REMOTE_MEMORY_MAX_SCRIPTS}&&memory.scripts.every(http)))memory=null}catch(e){memory=null}
var root=document.getElementById('root'),later=[];
function soon(f){var s=window.huesoShell;if(s&&s.later)s.later.push(f);else f()}
function afterPaint(u){return new Promise(function(r){soon(function(){r(fetch(u))})})}
if(game&&root)try{if(matchMedia(${JSON.stringify(SHELL_MEDIA)}).matches){
var paints=${JSON.stringify(paints).replace(/</g, '\\u003c')},named=${JSON.stringify(areas)}[segment];
var screens=paints?paints[named]:memory&&memory.firstPaint,at=location.pathname.slice(5).replace(/^[/]+|[/]+$/g,'');
var screen=screens&&typeof screens==='object'&&Object.prototype.hasOwnProperty.call(screens,at)?screens[at]:null;
var titled=function(v){return typeof v==='string'&&!!v.trim()&&v.length<=${SHELL_MAX_TITLE}};
if(screen&&screen.title&&titled(screen.title.en)&&titled(screen.title.es)&&(screen.width==='regular'||screen.width==='wide')){
var title=screen.title[lang],el=function(t,p,c){var e=document.createElement(t);if(c)e.className=c;p.appendChild(e);return e};
var w=el('div',root,'hueso-shell');w.lang=lang;el('span',el('div',w,'hueso-shell-bar')).textContent='HUESO';
var main=el('main',w,'hueso-shell-'+screen.width);main.setAttribute('aria-busy','true');el('h1',el('div',el('header',main))).textContent=title;
window.huesoShell={title:title,width:screen.width,lang:lang,later:later};
}}}catch(e){}
if(lang==='es')${JSON.stringify(spanishFiles)}.forEach(function(h){add('preload',h,'script')});
var config=window.huesoConfig&&window.huesoConfig.then(function(r){return r.ok?r.clone().json():null});
if(config)config.then(function(c){if(c&&http(c.apiBase))try{localStorage.setItem(${JSON.stringify(API_BASE_KEY)},c.apiBase)}catch(e){}}).catch(function(){});
if(!game)return;
var reads=${JSON.stringify(FIRST_READS.byArea)}[segment];
soon(function(){${JSON.stringify(files)}.concat(reads?[]:${JSON.stringify(httpFiles)}).forEach(function(h){add('preload',h,'script')})});
var preloaded={},earlyManifest=null;
function script(h){if(!preloaded[h]){preloaded[h]=1;add('preload',h,'script')}}
if(memory){soon(function(){memory.scripts.forEach(script)});earlyManifest=afterPaint(memory.manifest);earlyManifest.catch(function(){})}
if(!config)return;
var token=(document.cookie.split('; ').filter(function(c){return c.indexOf('token=')===0})[0]||'').slice(6);
var base=null;try{base=localStorage.getItem(${JSON.stringify(API_BASE_KEY)});if(!(http(base)&&base.length<2048))base=null}catch(e){base=null}
function api(b,p){return new URL(b.replace(/[/]+$/,'')+p,location.href).href}
if(token){token=decodeURIComponent(token);
var early={};
${JSON.stringify(FIRST_READS.all)}.concat(reads||[]).forEach(function(p){
var h=p.indexOf('/api/arena')===0?{Authorization:'Bearer '+token,'x-token':token}:{token:token};h['Accept-Language']=lang;
var first=base?fetch(api(base,p),{headers:h}):null;if(first)first.catch(function(){});
early[p]=config.then(function(c){return c?(first&&c.apiBase===base?first:fetch(api(c.apiBase,p),{headers:h})):null});
early[p].catch(function(){});
});
window.huesoEarly={token:token,lang:lang,reads:early};
}
window.huesoManifest=config.then(function(c){
if(!c)return null;
if(c.apiBase!==base)add('preconnect',new URL(c.apiBase,location.href).origin,0,1);
var m=area&&c.remotes&&c.remotes[area];
if(!m)return null;
m=new URL(m,location.href);
var f=earlyManifest&&memory.manifest===m.href?earlyManifest:afterPaint(m.href);f.catch(function(){});
if(f!==earlyManifest)add('preconnect',m.origin);
f.then(function(r){return r.ok?r.clone().json():null}).then(function(j){
var d=j&&j.metaData,e=d&&d.remoteEntry;if(!e)return;
var b=new URL(d.publicPath&&d.publicPath!=='auto'?d.publicPath:'.',m);
script(new URL(e.path+e.name,b).href);
(j.exposes||[]).forEach(function(x){if(x.path==='./App')x.assets.js.sync.forEach(function(s){script(new URL(s,b).href)})});
}).catch(function(){});
return {url:m.href,response:f};
}).catch(function(){return null});
})();`;
}

class GamePreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('GamePreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('GamePreloadPlugin', (data) => {
        const filesOf = (names) => {
          const files = new Set();
          for (const name of names) {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) continue;
            for (const chunk of group.chunks)
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(`/${file}`);
          }
          return files;
        };
        const files = filesOf(GAME_CHUNK_GROUPS);
        const httpFiles = [...filesOf([HTTP_CHUNK_GROUP])].filter((file) => !files.has(file));
        const areas = Object.fromEntries(
          registry.remotes.flatMap((r) => r.routes.map((route) => [route, r.name])),
        );
        const federated = compilation.namedChunkGroups.has('federation');
        const routes = federated ? areas : null;
        // Without federation the areas are compiled in: their first paints are known now.
        const root = path.resolve(__dirname, '../..');
        const paints = federated
          ? null
          : Object.fromEntries(
              registry.remotes.map((r) => [r.name, firstPaintOf({ dir: path.join(root, r.dir) }) ?? {}]),
            );
        // The entry scripts first in <head>, at high priority: the preload scanner asks for them
        // before anything else (a `defer` script would be Low priority in Chromium). They are
        // preloads there; the last script of <body> runs them, in order (pageScript).
        const entries = data.bodyTags.filter((tag) => tag.tagName === 'script' && tag.attributes.src);
        data.bodyTags = data.bodyTags.filter((tag) => !entries.includes(tag));
        data.headTags.push(
          ...entries.map((tag) => ({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', as: 'script', href: tag.attributes.src, fetchpriority: 'high' },
            meta: { plugin: 'GamePreloadPlugin' },
          })),
        );
        // In <body>, after `#root`: it draws the phone shell before it starts any request, so the
        // browser's first frame does not wait for them.
        data.bodyTags.push({
          tagName: 'script',
          voidTag: false,
          attributes: {},
          meta: { plugin: 'GamePreloadPlugin' },
          innerHTML: inlineScript([...files], httpFiles, routes, [...filesOf(SPANISH_CHUNK_GROUPS)], {
            areas,
            paints,
          }),
        });
        data.headTags.push({
          tagName: 'style',
          voidTag: false,
          attributes: {},
          meta: { plugin: 'GamePreloadPlugin' },
          innerHTML: shellCss(),
        });
        data.bodyTags.push({
          tagName: 'script',
          voidTag: false,
          attributes: {},
          meta: { plugin: 'GamePreloadPlugin' },
          innerHTML: pageScript(entries.map((tag) => tag.attributes.src)),
        });
        return data;
      });
    });
  }
}

module.exports = {
  GamePreloadPlugin,
  FIRST_SCREEN_GROUPS,
  inlineScript,
  pageScript,
  SHELL_MEDIA,
  SHELL_START_WAIT,
  SHELL_STYLE,
  API_BASE_KEY,
  REMOTE_MEMORY_KEY,
  REMOTE_MEMORY_VERSION,
  REMOTE_MEMORY_MAX_SCRIPTS,
  SHELL_MAX_TITLE,
};
