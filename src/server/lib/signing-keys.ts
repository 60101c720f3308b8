import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Ed25519 keys that seal contract evidence. They live outside the database on purpose: the
 * private key in SIGNING_KEY or DATA_DIR/signing-key.pem, the public keys trusted for checking in
 * DATA_DIR/signing-keys/*.pem. Nothing here reads or writes PostgreSQL, so whoever holds only the
 * database can neither seal a forged record nor add a key that would vouch for one.
 */

/** The generated private key, when SIGNING_KEY is unset. */
export const PRIVATE_KEY_FILE = 'signing-key.pem';
/** Public keys (one PEM each) whose seals still verify: earlier keys kept after a rotation. */
export const PUBLIC_KEYS_DIR = 'signing-keys';

export interface PublicSigningKey {
  /** The first 16 hex characters of the SHA-256 of the public key's DER (SubjectPublicKeyInfo). */
  keyId: string;
  publicKey: KeyObject;
  publicKeyPem: string;
}

export interface SigningKeys {
  /** The key new seals are made with. */
  current: PublicSigningKey & { privateKey: KeyObject };
  /** Every key whose seal counts as valid, the current one included, by key id. */
  trusted: ReadonlyMap<string, PublicSigningKey>;
}

export function signingKeyId(publicKey: KeyObject): string {
  return createHash('sha256').update(publicKey.export({ type: 'spki', format: 'der' })).digest('hex').slice(0, 16);
}

function publicSigningKey(publicKey: KeyObject): PublicSigningKey {
  return { keyId: signingKeyId(publicKey), publicKey, publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

/** An Ed25519 private key from PEM (PKCS#8); throws, saying why, for anything else. */
export function parsePrivateSigningKey(pem: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new Error('is not a private key in PEM');
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`is a ${key.asymmetricKeyType ?? 'non-asymmetric'} key, not Ed25519`);
  return key;
}

/** An Ed25519 public key from PEM (SubjectPublicKeyInfo); a private key is refused, not derived from. */
export function parsePublicSigningKey(pem: string): KeyObject {
  if (/PRIVATE KEY/.test(pem)) throw new Error('holds a private key; only public keys belong here');
  let key: KeyObject;
  try {
    key = createPublicKey(pem);
  } catch {
    throw new Error('is not a public key in PEM');
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`is a ${key.asymmetricKeyType ?? 'non-asymmetric'} key, not Ed25519`);
  return key;
}

/** The keys from a private key and any earlier public keys (the current one is always trusted). */
export function signingKeysFrom(privateKey: KeyObject, previous: KeyObject[] = []): SigningKeys {
  const current = { ...publicSigningKey(createPublicKey(privateKey)), privateKey };
  const trusted = new Map<string, PublicSigningKey>([[current.keyId, current]]);
  for (const key of previous.map(publicSigningKey)) if (!trusted.has(key.keyId)) trusted.set(key.keyId, key);
  return { current, trusted };
}

/** A fresh key pair's keys, for tests and one-off tools. */
export function generateSigningKeys(previous: KeyObject[] = []): SigningKeys {
  return signingKeysFrom(generateKeyPairSync('ed25519').privateKey, previous);
}

/**
 * The keys this server seals and checks with. The private key is SIGNING_KEY when set (every app
 * server of a deployment must have the same one); otherwise DATA_DIR/signing-key.pem, generated
 * on first start with mode 0600 and its public half written to DATA_DIR/signing-keys/, so that a
 * later key (the file deleted, or SIGNING_KEY set) still trusts the seals made with it.
 */
export function loadSigningKeys(options: { privateKeyPem: string | null; dataDir: string }): SigningKeys {
  const keysDir = path.resolve(options.dataDir, PUBLIC_KEYS_DIR);
  const privateKey = options.privateKeyPem ? parsePrivateSigningKey(options.privateKeyPem) : readOrCreatePrivateKey(options.dataDir, keysDir);
  return signingKeysFrom(privateKey, readPublicKeys(keysDir));
}

function readOrCreatePrivateKey(dataDir: string, keysDir: string): KeyObject {
  const file = path.resolve(dataDir, PRIVATE_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
    try {
      // 'wx': of two processes starting at once, the second reads the first one's key.
      writeFileSync(file, generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  let privateKey: KeyObject;
  // Never replaced when unreadable: a new key would leave every earlier seal unverifiable.
  try {
    privateKey = parsePrivateSigningKey(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} ${(error as Error).message}. Restore it, or move it aside to have a new key generated.`, { cause: error });
  }
  const publicKey = publicSigningKey(createPublicKey(privateKey));
  const publicFile = path.join(keysDir, `${publicKey.keyId}.pem`);
  if (!existsSync(publicFile)) {
    mkdirSync(keysDir, { recursive: true, mode: 0o755 });
    writeFileSync(publicFile, publicKey.publicKeyPem, { mode: 0o644 });
  }
  return privateKey;
}

function readPublicKeys(keysDir: string): KeyObject[] {
  let names: string[];
  try {
    names = readdirSync(keysDir).filter((name) => name.endsWith('.pem')).sort();
  } catch {
    return [];
  }
  return names.map((name) => {
    const file = path.join(keysDir, name);
    try {
      return parsePublicSigningKey(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${file} ${(error as Error).message}.`, { cause: error });
    }
  });
}
