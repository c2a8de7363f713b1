import { createECDH } from 'node:crypto';

/** A VAPID key pair (RFC 8292): P-256, public key uncompressed, both base64url as `web-push` takes them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A fresh VAPID key pair (the server makes one on first start and keeps it in DATA_DIR/secrets.json). */
export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    // web-push wants exactly 32 bytes: a key with leading zero bytes is padded back to its length.
    privateKey: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
      .subarray(-32)
      .toString('base64url'),
  };
}

/** Whether a pair is a usable P-256 VAPID pair (an operator's env override is checked at start). */
export function vapidKeysProblem(keys: VapidKeys): string | null {
  try {
    const ecdh = createECDH('prime256v1');
    const priv = Buffer.from(keys.privateKey, 'base64url');
    if (priv.length !== 32) return 'VAPID_PRIVATE_KEY must be 32 bytes, base64url';
    ecdh.setPrivateKey(priv);
    if (!ecdh.getPublicKey().equals(Buffer.from(keys.publicKey, 'base64url')))
      return 'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY';
    return null;
  } catch {
    return 'VAPID_PRIVATE_KEY is not a P-256 private key';
  }
}
