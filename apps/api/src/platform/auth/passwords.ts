import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /** Burns the same time as a real check, so an unknown user name answers no faster than a wrong password. */
  verifyNothing(password: string): Promise<void>;
}

/** Runs at most `limit` tasks at once; each Argon2id hash holds tens of MiB, so a login storm must queue. */
function limiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

export function argon2Hasher(options: {
  memoryKib: number;
  passes: number;
  maxInFlight: number;
}): PasswordHasher {
  const params = { algorithm: ARGON2ID, memoryCost: options.memoryKib, timeCost: options.passes };
  const run = limiter(options.maxInFlight);
  let decoy: Promise<string> | undefined;
  return {
    hash: (password) => run(() => hash(password, params)),
    verify: (hashed, password) => run(() => verify(hashed, password).catch(() => false)),
    async verifyNothing(password) {
      decoy ??= hash('decoy password, never matches', params);
      const decoyHash = await decoy;
      await run(() => verify(decoyHash, password).catch(() => false));
    },
  };
}
