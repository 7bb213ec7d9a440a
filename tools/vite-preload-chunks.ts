import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from 'vite';

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
}

function chunksOf(context: IndexHtmlTransformContext): BundleChunk[] {
  return Object.values(context.bundle ?? {}).filter(
    (output): output is BundleChunk & typeof output => output.type === 'chunk',
  ) as unknown as BundleChunk[];
}

/** The chunk built from `source`, and every chunk it imports, by file name. */
function closureOf(chunks: BundleChunk[], sources: string[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const add = (chunk: BundleChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const file of chunk.imports) add(byFile.get(file));
  };
  for (const source of sources) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(source));
    if (!chunk) throw new Error(`vite-preload-chunks: no chunk for ${source}`);
    add(chunk);
  }
  return files;
}

/** What the page does not load already (as a script or modulepreload), as modulepreload links. */
const preloadsOf = (
  files: Iterable<string>,
  html: string,
  injectTo: HtmlTagDescriptor['injectTo'] = 'head',
): HtmlTagDescriptor[] =>
  [...files]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => ({
      tag: 'link',
      attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
      injectTo,
    }));

/** A modulepreload link as Vite writes it into the page. */
const preloadTag = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/**
 * Adds `<link rel="modulepreload">` to index.html for lazily imported modules the first screen needs anyway (the
 * side menu: the first tap on the menu button must not wait for a round trip). They stay chunks of their own, cached
 * apart from the entry, but are fetched with it instead of after it has run.
 */
export function preloadChunks(sources: string[]): Plugin {
  return {
    name: 'zeya-preload-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => preloadsOf(closureOf(chunksOf(context), sources), html),
    },
  };
}

/** The page's stylesheet as Vite writes it, and its address. */
const STYLESHEET = /^<link rel="stylesheet" crossorigin href="([^"]+)">$/;

/**
 * Loads a second entry (built from `source`, listed in the build's inputs) first and apart from the app: an async
 * module script at the top of the head, then its imports and the page's stylesheet (it draws with the app's styles),
 * moved up from where the app has them, so it runs and paints as soon as its few bytes are here instead of after the
 * app's. On a slow HTTP/1.1 link the browser fetches six files at a time, in the order of the head.
 */
export function earlyScript(source: string): Plugin {
  return {
    name: 'zeya-early-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = chunksOf(context);
        const entry = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(source))!;
        const script: HtmlTagDescriptor = {
          tag: 'script',
          attrs: { type: 'module', async: true, crossorigin: true, src: `/${entry.fileName}` },
          injectTo: 'head-prepend',
        };
        const imports = [...closureOf(chunks, [source])].filter((file) => file !== entry.fileName);
        const moved = new Set(imports.map(preloadTag));
        const lines = html.split('\n').map((line) => line.trim());
        const styles = lines.flatMap((line) => STYLESHEET.exec(line)?.slice(1) ?? []);
        const rest = html
          .split('\n')
          .filter((_, index) => !moved.has(lines[index]!) && !STYLESHEET.test(lines[index]!))
          .join('\n');
        const styleTags = styles.map((href) => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', crossorigin: true, href },
          injectTo: 'head-prepend' as const,
        }));
        return { html: rest, tags: [script, ...preloadsOf(imports, rest, 'head-prepend'), ...styleTags] };
      },
    },
  };
}
