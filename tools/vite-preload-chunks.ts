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
const preloadsOf = (files: Iterable<string>, html: string): HtmlTagDescriptor[] =>
  [...files]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => ({
      tag: 'link',
      attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
      injectTo: 'head' as const,
    }));

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

/**
 * Loads a second entry (built from `source`, listed in the build's inputs) first and apart from the app: an async
 * module script at the top of the head, its imports preloaded, so it runs as soon as its few bytes are here instead
 * of after the app's.
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
        return [script, ...preloadsOf(imports, html)];
      },
    },
  };
}
