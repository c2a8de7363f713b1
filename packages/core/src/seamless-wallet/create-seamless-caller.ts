import type { SeamlessWallet } from './create-seamless-wallet.ts';
import type { SeamlessOperation } from './seamless-types.ts';
import { signSeamlessBody } from './sign-body.ts';

/**
 * Calls the seamless wallet in-process the way a provider would over HTTP: the body names the
 * provider and is signed with its secret, so in-house games go through the same verification.
 */
export function createSeamlessCaller(wallet: SeamlessWallet, provider: string, secret: string) {
  return (operation: SeamlessOperation, body: Record<string, unknown>) => {
    const raw = JSON.stringify({ ...body, provider });
    return wallet.handle(operation, raw, signSeamlessBody(secret, raw));
  };
}
