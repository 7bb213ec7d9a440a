import { z } from 'zod';
import { recordId } from './envelope';

/**
 * Staff second factors (console users and agents): an authenticator app's six-digit codes (TOTP) or a passkey
 * (WebAuthn), with one-time recovery codes for a lost phone. The passkey bodies and options are WebAuthn's JSON
 * forms, as @simplewebauthn/browser reads and writes them.
 */
export const FACTOR_KINDS = ['totp', 'passkey'] as const;
export type FactorKind = (typeof FACTOR_KINDS)[number];
/** What a staff member can prove it is them with: a kind of factor they have, or a recovery code. */
export const FACTOR_METHODS = ['totp', 'passkey', 'recovery'] as const;
export type FactorMethod = (typeof FACTOR_METHODS)[number];

/**
 * What a new staff session still needs before it opens anything but these steps: `verify` its factor (one of
 * `methods`), `enrol` one (none yet, and one is required), or `none`.
 */
export const signInFactor = z.object({
  second_factor: z.enum(['verify', 'enrol', 'none']),
  methods: z.array(z.enum(FACTOR_METHODS)),
});
export type SignInFactor = z.infer<typeof signInFactor>;

export const agentSessionReply = z.object({ token: z.string(), ...signInFactor.shape });

export const secondFactorRow = z.object({
  id: z.number().int(),
  kind: z.enum(FACTOR_KINDS),
  label: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type SecondFactorRow = z.infer<typeof secondFactorRow>;

export const secondFactorStatus = z.object({
  /** Must have a factor whether they like it or not (the site's rule, or their account's). */
  required: z.boolean(),
  factors: z.array(secondFactorRow),
  recovery_codes_left: z.number().int(),
  /** When this session last proved the factor: a step-up is needed once it is `step_up_minutes` old. */
  checked_at: z.string().nullable(),
  step_up_minutes: z.number(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatus>;

const factorLabel = z
  .string({ message: 'field_required' })
  .trim()
  .min(1, 'field_required')
  .max(60, 'text_too_long');

/** Six digits; an app shows them in two groups, which a person may type with the space. */
const totpCode = z
  .string({ message: 'field_required' })
  .max(20, 'second_factor_wrong')
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'field_required')
      .regex(/^\d{6}$/, 'second_factor_wrong'),
  );

const recoveryCode = z
  .string({ message: 'field_required' })
  .trim()
  .min(1, 'field_required')
  .max(40, 'second_factor_wrong');

export const totpStartRequest = z.object({ label: factorLabel });
export const totpStartReply = z.object({
  /** base32, for typing into an app by hand; shown this once. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as a QR code, an SVG document. */
  qr_svg: z.string(),
});
export const totpConfirmRequest = z.object({ code: totpCode });

const base64url = z
  .string({ message: 'passkey_failed' })
  .max(16_384, 'passkey_failed')
  .regex(/^[A-Za-z0-9_-]*$/, 'passkey_failed');
const credential = {
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key', { message: 'passkey_failed' }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

export const passkeyRegistration = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(z.string().max(20)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
});

export const passkeyAssertion = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});

export type PasskeyRegistration = z.infer<typeof passkeyRegistration>;
export type PasskeyAssertion = z.infer<typeof passkeyAssertion>;

export const passkeyRegisterRequest = z.object({ response: passkeyRegistration, label: factorLabel });

const credentialDescriptor = z.looseObject({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(z.string()).optional(),
});

/** PublicKeyCredentialCreationOptionsJSON: give it to `startRegistration({ optionsJSON })`. */
export const passkeyCreationOptions = z.looseObject({
  challenge: z.string(),
  rp: z.looseObject({ id: z.string().optional(), name: z.string() }),
  user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.looseObject({ type: z.literal('public-key'), alg: z.number() })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z.looseObject({}).optional(),
  attestation: z.string().optional(),
});

/** PublicKeyCredentialRequestOptionsJSON: give it to `startAuthentication({ optionsJSON })`. */
export const passkeyRequestOptions = z.looseObject({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: z.string().optional(),
});

/** The first enrolment also makes the ten recovery codes, shown this once; later ones answer null. */
export const enrolmentReply = z.object({
  factor: secondFactorRow,
  recovery_codes: z.array(z.string()).nullable(),
});

export const verifyRequest = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('totp'), code: totpCode }),
    z.object({ method: z.literal('recovery'), code: recoveryCode }),
    z.object({ method: z.literal('passkey'), response: passkeyAssertion }),
  ],
  { message: 'field_invalid' },
);
export type VerifyRequest = z.infer<typeof verifyRequest>;

export const verifyReply = z.object({ checked_at: z.string() });
export const recoveryCodesReply = z.object({ recovery_codes: z.array(z.string()) });
export const secondFactorIdParams = z.object({ id: recordId });
