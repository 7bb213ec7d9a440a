/** The console API path of the payment channels, a managed list (its queries and changes go through ManagedList). */
export const CHANNELS_PATH = '/channels';
