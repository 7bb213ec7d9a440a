import type { Config } from '../../config';
import { argon2Hasher, type PasswordHasher } from './passwords';

export function hasherFromConfig(config: Config): PasswordHasher {
  return argon2Hasher({
    memoryKib: config.ARGON2_MEMORY_KIB,
    passes: config.ARGON2_PASSES,
    maxInFlight: config.ARGON2_MAX_IN_FLIGHT,
  });
}
