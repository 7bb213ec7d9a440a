import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Writes the service worker (`sw.js`) from `template`: its cache holds the entry's scripts and styles and the given
 * public files (offline page, manifest, icons), and its cache name changes whenever one of them does.
 */
export function serviceWorker(template: string, publicFiles: string[]): Plugin {
  return {
    name: 'zeya-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output) => output.type === 'chunk',
      ) as unknown as BundleChunk[];
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const shell = new Set<string>();
      const add = (chunk: BundleChunk | undefined) => {
        if (!chunk || shell.has(`/${chunk.fileName}`)) return;
        shell.add(`/${chunk.fileName}`);
        for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(`/${css}`);
        for (const file of chunk.imports) add(byFile.get(file));
      };
      add(chunks.find((chunk) => chunk.isEntry));
      const files = [...publicFiles, ...shell];
      const source = readFileSync(template, 'utf8');
      const version = createHash('sha256').update(source).update(files.join('\n')).digest('hex').slice(0, 12);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: source.replace("['__SHELL__']", JSON.stringify(files)).replace('__VERSION__', version),
      });
    },
  };
}
