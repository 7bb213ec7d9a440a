import type { ShanSettings } from './signing';

/**
 * A player's name at the provider. Its names are one namespace across all its operators and its own accounts
 * (`SKP0101`, agents), and a name taken twice merges two wallets: ours carry our agent code.
 */
export function providerAccount(settings: ShanSettings, memberAccount: string): string {
  return `${settings.agentCode}_${memberAccount}`;
}

/** Our member account behind a provider name; undefined for the provider's house, its bots and others' players. */
export function ourMemberAccount(settings: ShanSettings, playerId: string): string | undefined {
  const prefix = `${settings.agentCode}_`;
  return playerId.startsWith(prefix) && playerId.length > prefix.length
    ? playerId.slice(prefix.length)
    : undefined;
}
