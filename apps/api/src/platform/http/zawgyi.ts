import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Text sent by a machine, not typed by a person (a provider's webhook, often signed): stored as it came, never
     * converted from Zawgyi.
     */
    verbatimInput?: true;
  }
}

/** Google's myanmar-tools, which ships JavaScript only: the two classes used here, as its README documents them. */
interface MyanmarTools {
  ZawgyiDetector: new () => {
    /** How likely `text` is Zawgyi rather than Unicode, 0 to 1; -Infinity when it holds no Myanmar letter. */
    getZawgyiProbability(text: string): number;
  };
  ZawgyiConverter: new () => { zawgyiToUnicode(text: string): string };
}
// Required rather than imported: a module without types of its own, typed by the interface above. Pinned at 1.1.3:
// 1.2.0 on the registry ships without the build its index.js loads.
const myanmarTools = createRequire(import.meta.url)('myanmar-tools') as MyanmarTools;
const detector = new myanmarTools.ZawgyiDetector();
const converter = new myanmarTools.ZawgyiConverter();

/** Above this the detector is sure enough (the threshold myanmar-tools' authors suggest): below, text is left alone. */
const ZAWGYI_LIKELY = 0.95;
/** The Myanmar block: text without a letter of it cannot be Zawgyi, and skips the detector. */
const MYANMAR_LETTER = /[\u1000-\u109f\uaa60-\uaa7f\ua9e0-\ua9ff]/;

/**
 * Fields whose text is compared byte for byte, never shown as words: passwords, codes (reset, referral, game,
 * recovery), tokens, signatures, phone numbers and the like. Named by the field's own name, because the same names
 * stand in every schema of the contract and a new password or code field is caught without anyone remembering it.
 */
const KEPT_AS_SENT =
  /pass(word|code|key)|token|secret|signature|^sign$|(^|_)codes?$|^code_|otp|phone|nonce|hash|salt|seed|challenge|altcha|credential|(^|_)(key|pin)$/i;

/** `text` in Unicode: converted when the detector is sure it is Zawgyi, else returned as it came (the same string). */
export function asUnicode(text: string): string {
  if (!MYANMAR_LETTER.test(text)) return text;
  return detector.getZawgyiProbability(text) > ZAWGYI_LIKELY ? converter.zawgyiToUnicode(text) : text;
}

/** Whether a field of this name is typed text that may be converted (see KEPT_AS_SENT). */
export function isTypedText(field: string): boolean {
  return !KEPT_AS_SENT.test(field);
}

/**
 * Converts, in place, every string of `input` (objects and arrays, walked with a stack: bodies are bounded in depth
 * but not in width) that a person typed in Zawgyi. Keys are left as sent; uploaded file bytes are not text.
 */
export function convertTypedText(input: unknown): void {
  const stack: unknown[] = [input];
  while (stack.length > 0) {
    const value = stack.pop();
    if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    const holder = value as Record<string, unknown>;
    for (const key of Object.keys(holder)) {
      const inner = holder[key];
      if (typeof inner === 'string') {
        if (Array.isArray(holder) || isTypedText(key)) holder[key] = asUnicode(inner);
      } else if (Array.isArray(holder) || isTypedText(key)) stack.push(inner);
    }
  }
}

function typedInUnicode(request: FastifyRequest) {
  if (request.routeOptions.config?.verbatimInput) return;
  convertTypedText(request.query);
  convertTypedText(request.body);
}

/**
 * Every text typed into the API reaches its schema, and so the database, in Unicode, whatever font the person's
 * phone types in. Added where bodies are complete before validation: once for the whole app, and again after the
 * multipart plugin of an upload route (its fields reach the body only in that plugin's own preValidation hook).
 */
export function convertZawgyiInput(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => typedInUnicode(request));
}

/** Marks every route of a plugin as taking machine-sent text as it came (see `verbatimInput`). */
export function takeInputVerbatim(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, verbatimInput: true };
  });
}
