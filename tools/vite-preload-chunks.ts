import type { Plugin } from 'vite';

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
}

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
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output): output is BundleChunk & typeof output => output.type === 'chunk',
        ) as unknown as BundleChunk[];
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const add = (chunk: BundleChunk | undefined) => {
          if (!chunk || files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const file of chunk.imports) add(byFile.get(file));
        };
        for (const source of sources) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(source));
          if (!chunk) throw new Error(`preloadChunks: no chunk for ${source}`);
          add(chunk);
        }
        // What the entry already loads is in the page as a script or modulepreload already.
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
