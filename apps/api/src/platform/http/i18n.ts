import { DEFAULT_LANGUAGE, type Language } from '@zeya/contract/constants';
import { translate, type MessageKey, type MessageValues } from '@zeya/contract/messages';
import type { FastifyRequest } from 'fastify';

const BY_PREFIX: Record<string, Language> = { en: 'en', my: 'mm', mm: 'mm', zh: 'zh', th: 'th' };

/** The language of a request, from Accept-Language (the clients send their `lan` setting there). */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const prefix = part.trim().slice(0, 2).toLowerCase();
    const language = BY_PREFIX[prefix];
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** A message key, or a key with the values its text names (a limit, a balance) so a refusal can say the number. */
export type Message = MessageKey | { key: MessageKey; values: MessageValues };

export function t(request: FastifyRequest, message: Message): string {
  const language = requestLanguage(request);
  return typeof message === 'string'
    ? translate(message, language)
    : translate(message.key, language, message.values);
}
