import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { HttpError } from '../http/errors';

/** What a text message is for: the log and the outbox say so, never what it carries. */
export type SmsPurpose = 'reset_code' | 'staff_link' | 'phone_changed';

export interface SmsMessage {
  to: string;
  purpose: SmsPurpose;
  text: string;
  at: Date;
}

/**
 * Where text messages go: a real SMS gateway over HTTP, or in development the outbox (a table the console shows in
 * place of the phones). `executor` is the transaction the message belongs to: the outbox commits with it.
 */
export interface SmsGateway {
  readonly kind: 'http' | 'outbox';
  send(executor: Executor, message: SmsMessage): Promise<void>;
}

const SEND_TIMEOUT_MS = 10_000;

/**
 * A gateway that takes `POST {url}` with `{ to, from, text }` as JSON and a bearer token, and answers 2xx once it
 * has taken the message (the shape most SMS gateways accept, and one a small adapter in front of any other can).
 */
export function httpSmsGateway(settings: { url: string; token: string; sender: string }): SmsGateway {
  return {
    kind: 'http',
    async send(_executor, message) {
      const reply = await fetch(settings.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.token}` },
        body: JSON.stringify({ to: message.to, from: settings.sender, text: message.text }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      }).catch(() => null);
      // Read to the end or not at all, the body would hold the connection until collected.
      await reply?.body?.cancel().catch(() => undefined);
      if (!reply?.ok) throw new HttpError(503, 'sms_not_sent');
    },
  };
}

export const outboxSmsGateway: SmsGateway = {
  kind: 'outbox',
  async send(executor, message) {
    await executor
      .insert(smsOutbox)
      .values({ toPhone: message.to, purpose: message.purpose, body: message.text, createdAt: message.at });
  },
};

/** The end of a phone number, as texts and staff name it: enough to recognise, not to call. */
export const phoneEnding = (phone: string) => phone.slice(-3);

/** 09123456789 -> 09******789: where a text went, as staff see it. */
export const maskedPhone = (phone: string) =>
  `${phone.slice(0, 2)}${'*'.repeat(Math.max(0, phone.length - 5))}${phoneEnding(phone)}`;

/** The configured gateway, the outbox where it is on (never in production), or none: nothing can be sent. */
export function smsGatewayOf(config: Config): SmsGateway | null {
  if (config.SMS_GATEWAY_URL && config.SMS_GATEWAY_TOKEN)
    return httpSmsGateway({
      url: config.SMS_GATEWAY_URL,
      token: config.SMS_GATEWAY_TOKEN,
      sender: config.SMS_SENDER,
    });
  return config.smsOutbox ? outboxSmsGateway : null;
}

/** The gateway, or a clear refusal when none is configured (production without SMS_GATEWAY_URL). */
export function requireSms(sms: SmsGateway | null): SmsGateway {
  if (!sms) throw new HttpError(409, 'sms_unavailable');
  return sms;
}
