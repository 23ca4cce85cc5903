import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

// Build step: writes the public first screens (src/app/prerender.tsx) as static HTML, so they paint before any
// JavaScript. Output in the build folder:
//   index.html  the landing page (/), prerendered
//   auth.html   the sign-in page (/auth), prerendered, with the waitlist (/auth?isSignUp=true) as a variant
//   join.html   the participant page (/join): the code form, with the joining state (/join?pin=...) as a variant
//   spa.html    the empty shell every other route gets (the API server's fallback), so /dashboard/... never
//               flashes the landing page
//   routes.json the app's addresses (the route table's patterns and the prerendered pages): the API server answers
//               any other address 404, with the shell, whose app shows its not-found page
// Each prerendered page (and the shell's placeholder) is prerendered in every language: the page's inline script puts
// the markup in the language the page shows in place before the first paint (its variants with a `locale`).
// A prerendered page loads no JavaScript until it has painted: its entry script, the entry's imports and the
// page's route chunks are all requested at once in the frame after the page's own files (stylesheet, font,
// images) have loaded and the first paint has been shown (at once then in a background tab), so those have the
// network and the main thread to themselves and the first screen is complete before any script runs.
// A form submitted before the app is live is held back (a native submit would put the typed password into the URL)
// and submitted again once it is; so is the last click on a button (the menu, Watch Demo) (src/lib/prerendered.ts).
// A page's variants are the views its address can ask for by query string (/auth?isSignUp=true, /join?pin=...):
// each is prerendered too, and when the address matches one, the inline script puts its markup in place before
// the first paint ({pin} in it: the code in the address), so no address of a prerendered page starts blank.
// spa.html shows the dashboard frame's skeleton (src/app/shell-skeleton.tsx) until the app renders, and downloads the
// providers' layout route with the entry.

type Variant = {
  /** Regular expression on location.search. */
  when: string;
  /** The page's language it is in: it fits only when the page shows that one (window.__locale, see localeScript). */
  locale?: string;
  path: string;
  /**
   * The view acts on the address at once (it joins the session): its scripts download with the stylesheet, then
   * run after the first paint as on every prerendered page.
   */
  preloadScripts?: boolean;
};
type Page = {
  path: string;
  template: string;
  file: string;
  modules: string[];
  preload?: string[];
  /** Preload the brand font (default); false for a page set in the device's own font. */
  brandFont?: boolean;
  variants?: Variant[];
};
type PrerenderModule = {
  prerenderedPages: Page[];
  /** The route table's addresses (`/session/:pin`), not-found routes left out. */
  routePatterns: () => string[];
  render: (path: string) => Promise<string>;
  /** The shell's markup in each language, English first. */
  renderShell: () => Promise<Record<string, string>>;
};

const SHELL = 'spa.html';
const ROUTES = 'routes.json';
const ROOT = '<div id="root"></div>';
const CHARSET = '<meta charset="UTF-8" />';
const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** JSON safe inside an inline <script> (no "</script", no "<!--"). */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

// At the end of <body>: runs once the stylesheet has loaded (an inline script waits for it), before the first paint.
// First the variant the address asks for, if any, replaces the page's markup. Then the page's load event (its
// images too), then its first contentful paint as the browser reports it (once shown; at most 3 s), then the next
// frame: then the app's scripts.
const startAfterPaint = (entry: string, modules: string[], variants: (Variant & { markup: string })[]) =>
  '<script>(function(){' +
  'addEventListener("submit",function(e){if(document.querySelector("#root[data-prerendered]")){e.preventDefault();' +
  'window.__pendingSubmit=[e.target,e.submitter]}},true);' +
  'addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest("button");' +
  'if(b&&b.type!=="submit"&&b.closest("#root[data-prerendered]"))window.__pendingClick=b},true);' +
  'function add(a){var e=document.createElement(a[0]==="link"?"link":"script");e.crossOrigin="";' +
  'if(a[0]==="link"){e.rel="modulepreload";e.href=a[1]}else{e.type="module";e.src=a[1]}document.head.appendChild(e)}' +
  `function start(){${JSON.stringify([...modules.map((m) => ['link', m]), ['script', entry]])}.forEach(add)}` +
  'var started=0;function go(){if(!started){started=1;start()}}' +
  (variants.length
    ? `var v=${inlineJson(variants.map((variant) => [variant.when, variant.path, variant.markup, variant.locale]))}` +
      '.filter(function(x){return new RegExp(x[0]).test(location.search)&&(!x[3]||x[3]===window.__locale)})[0];' +
      'if(v){var r=document.getElementById("root");' +
      'var pin=(new URLSearchParams(location.search).get("pin")||"").toUpperCase().replace(/[^A-Z0-9]/g,"").slice(0,8);' +
      'r.innerHTML=v[2].split("{pin}").join(pin);r.setAttribute("data-prerendered",v[1])}'
    : '') +
  'function afterPaint(){if(document.visibilityState==="hidden")return go();setTimeout(go,3000);' +
  'try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)' +
  'requestAnimationFrame(function(){setTimeout(go)})}).observe({type:"paint",buffered:true})}catch(e){go()}}' +
  'if(document.readyState==="complete")afterPaint();else addEventListener("load",afterPaint)})()</script>';

// In <head>, before the stylesheet, for a variant that preloads its scripts: when the address asks for it, they
// start downloading while the stylesheet does (they run from the script at the end of <body>, after the first paint).
const preloadAtOnce = (entry: string, modules: string[], variants: Variant[]) => {
  const when = variants.filter((variant) => variant.preloadScripts).map((variant) => variant.when);
  if (!when.length) return '';
  return (
    `<script>if(${JSON.stringify(when)}.some(function(w){return new RegExp(w).test(location.search)}))` +
    `${JSON.stringify([...modules, entry])}.forEach(function(m){var e=document.createElement("link");` +
    'e.rel="modulepreload";e.crossOrigin="";e.href=m;document.head.appendChild(e)})</script>'
  );
};

// Right after the shell's #root: the shell's placeholder in the language the page shows (window.__locale, put there by
// the inline localeScript in <head>), before the first paint; English stays as it is.
const shellInLanguage = (markup: Record<string, string>) =>
  `<script>(function(){var m=${inlineJson(markup)}[window.__locale];` +
  'if(m)document.getElementById("root").innerHTML=m})()</script>';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'readyteams-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(options, bundle) {
      if (config.build.ssr || !options.dir) return;
      const outDir = options.dir;
      const base = config.base;
      const templates = new Map<string, string>();
      const template = (file: string) => {
        if (!templates.has(file)) templates.set(file, readFileSync(join(outDir, file), 'utf8'));
        return templates.get(file)!;
      };

      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      /** The chunk of a source module and, recursively, its static imports. */
      const chunkFiles = (module: string) => {
        const id = resolve(config.root, module);
        const start = chunks.find((chunk) => chunk.facadeModuleId === id);
        if (!start) throw new Error(`prerender: no chunk for ${module}`);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        visit(start.fileName);
        return [...files];
      };
      const font = Object.values(bundle).find(
        (item) => item.type === 'asset' && /(^|\/)inter-latin-wght-normal[^/]*\.woff2$/.test(item.fileName),
      );

      // The app's source as the dev server serves it to Node (same config, so the same modules and env).
      const server = await createServer({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const app = (await server.ssrLoadModule('/src/app/prerender.tsx')) as PrerenderModule;
        const [english, ...others] = Object.entries(await app.renderShell());
        // Every page the shell serves sits under the providers' layout route (src/app/routes.tsx): its code downloads
        // with the entry's, not once the entry has run and matched the address.
        const index = template('index.html');
        const providers = chunkFiles('src/app/app-providers.tsx')
          .map((file) => `${base}${file}`)
          .filter((href) => !index.includes(`"${href}"`))
          .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
        writeFileSync(
          join(outDir, SHELL),
          index
            .replace('</head>', () => `${providers.join('')}</head>`)
            .replace(
              ROOT,
              () => `<div id="root">${english![1]}</div>${shellInLanguage(Object.fromEntries(others))}`,
            ),
        );
        writeFileSync(
          join(outDir, ROUTES),
          JSON.stringify([
            ...new Set([...app.routePatterns(), ...app.prerenderedPages.map((page) => page.path)]),
          ]),
        );
        for (const page of app.prerenderedPages) {
          const shell = template(page.template);
          for (const needed of [ROOT, CHARSET])
            if (!shell.includes(needed)) throw new Error(`prerender: ${page.template} has no ${needed}`);
          const entry = ENTRY.exec(shell);
          if (!entry) throw new Error(`prerender: no entry script in ${page.template}`);
          const markup = await app.render(page.path);
          const variants: (Variant & { markup: string })[] = [];
          for (const variant of page.variants ?? [])
            variants.push({ ...variant, markup: await app.render(variant.path) });
          const modules = [
            ...new Set([
              ...[...shell.matchAll(MODULE_PRELOAD)].map((link) => link[1]!),
              ...page.modules.flatMap(chunkFiles).map((file) => `${base}${file}`),
            ]),
          ].filter((file) => file !== entry[1]);
          const preload = (page.preload ?? []).map(
            (href) => `<link rel="preload" as="image" href="${base}${href.replace(/^\//, '')}">`,
          );
          if (font && page.brandFont !== false)
            preload.push(
              `<link rel="preload" as="font" type="font/woff2" crossorigin href="${base}${font.fileName}">`,
            );
          const html = shell
            .replace(entry[0], '')
            .replace(MODULE_PRELOAD, '')
            .replace(CHARSET, (charset) => `${charset}${preloadAtOnce(entry[1]!, modules, variants)}`)
            .replace('</head>', () => `${preload.join('')}</head>`)
            .replace(
              ROOT,
              () => `<div id="root" data-prerendered="${escapeAttribute(page.path)}">${markup}</div>`,
            )
            .replace('</body>', () => `${startAfterPaint(entry[1]!, modules, variants)}</body>`);
          writeFileSync(join(outDir, page.file), html);
        }
      } finally {
        await server.close();
      }
    },
  };
}
