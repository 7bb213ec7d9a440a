import { useCallback, useSyncExternalStore } from 'react';
import { readerStyle, subscribeReaderStyle } from './reader-style';

/**
 * Values for a text's `{{placeholders}}`, what to show when no language has the key, and `lng` for a text wanted in
 * one language whatever the chosen one (a message every Burmese reader must understand, say).
 */
export type TextOptions = Record<string, unknown> & { defaultValue?: string; lng?: string };
export type Translate = (key: string, options?: TextOptions) => string;

/** One namespace of texts: the same keys in each language. */
export type NamespaceTexts<L extends string> = Record<L, Record<string, string>>;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * The texts of an app in every language it speaks, by namespace, and the language chosen. It does what the apps
 * asked of i18next (a key looked up in a namespace or as `namespace:key`, the fallback language, `{{placeholders}}`,
 * a default value) in a page of code: i18next and its React binding were 17 KiB gzip of the player site's first
 * route, a tenth of it.
 */
export class TextStore<L extends string> {
  private readonly namespaces = new Map<string, NamespaceTexts<L>>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly fallback: L,
    private current: L,
  ) {}

  get language(): L {
    return this.current;
  }

  add(namespace: string, texts: NamespaceTexts<L>) {
    this.namespaces.set(namespace, texts);
  }

  setLanguage(language: L) {
    if (language === this.current) return;
    this.current = language;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  exists(key: string, namespace: string, language: L = this.current): boolean {
    return this.lookup(key, namespace, language) !== undefined;
  }

  translate(key: string, namespace: string, options?: TextOptions, language: L = this.current): string {
    const text = this.lookup(key, namespace, language) ?? options?.defaultValue ?? key;
    if (!options) return text;
    return text.replace(PLACEHOLDER, (_, name: string) => String(options[name] ?? ''));
  }

  private lookup(key: string, namespace: string, language: L): string | undefined {
    const colon = key.indexOf(':');
    if (colon > 0 && this.namespaces.has(key.slice(0, colon))) {
      namespace = key.slice(0, colon);
      key = key.slice(colon + 1);
    }
    const texts = this.namespaces.get(namespace);
    return texts?.[language]?.[key] ?? texts?.[this.fallback]?.[key];
  }
}

/**
 * A component's texts of one namespace in the chosen language; it renders again when the language changes, and when
 * the reader's digits do (the dates and amounts it writes beside its texts follow them).
 */
export function useTexts<L extends string>(store: TextStore<L>, namespace: string) {
  const language = useSyncExternalStore(store.subscribe, () => store.language);
  useSyncExternalStore(subscribeReaderStyle, readerStyle);
  const t = useCallback<Translate>(
    (key, options) => store.translate(key, namespace, options, (options?.lng as L | undefined) ?? language),
    [store, namespace, language],
  );
  const exists = useCallback(
    (key: string) => store.exists(key, namespace, language),
    [store, namespace, language],
  );
  return { t, language, exists };
}
