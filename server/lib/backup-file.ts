// The backup file: the database's dump encrypted with a key derived from BACKUP_PASSPHRASE, because it holds
// criminal-case records. scrypt (N=2^17, r=8, p=1) turns the passphrase and a random salt into a 256-bit key;
// AES-256-GCM encrypts and authenticates the dump and the header (which kind of dump, the cost, the salt, the
// nonce), so a wrong passphrase or a single changed byte is detected before anything is restored.
//   "LAWBAK1\n" (8) | kind (1: 1 embedded data dir, 2 pg_dump custom format) | log2 N (1) | salt (16) | nonce (12) | tag (16) | ciphertext
import { createCipheriv, createDecipheriv, randomBytes, scrypt as scryptCb, type ScryptOptions } from "node:crypto";

const MAGIC = Buffer.from("LAWBAK1\n", "ascii");
const HEADER = MAGIC.length + 1 + 1 + 16 + 12;
const TAG = 16;
const BACKUP_KINDS = { pglite: 1, pg: 2 } as const;
export type BackupKind = keyof typeof BACKUP_KINDS;
const PASSPHRASE_MIN_LENGTH = 12;

export class BackupFileError extends Error {}

const scrypt = (passphrase: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(passphrase, salt, 32, options, (err, key) => (err ? reject(err) : resolve(key))));

function keyFor(passphrase: string, salt: Buffer, logN: number): Promise<Buffer> {
  const N = 2 ** logN;
  return scrypt(passphrase, salt, { N, r: 8, p: 1, maxmem: 256 * N * 8 + 1024 * 1024 });
}

export async function encryptBackup(dump: Buffer, kind: BackupKind, passphrase: string, logN = 17): Promise<Buffer> {
  if (passphrase.length < PASSPHRASE_MIN_LENGTH)
    throw new BackupFileError(
      `BACKUP_PASSPHRASE는 ${PASSPHRASE_MIN_LENGTH}자 이상이어야 합니다. (at least ${PASSPHRASE_MIN_LENGTH} characters)`,
    );
  const salt = randomBytes(16);
  const nonce = randomBytes(12);
  const header = Buffer.concat([MAGIC, Buffer.from([BACKUP_KINDS[kind], logN]), salt, nonce]);
  const cipher = createCipheriv("aes-256-gcm", await keyFor(passphrase, salt, logN), nonce);
  cipher.setAAD(header);
  const body = Buffer.concat([cipher.update(dump), cipher.final()]);
  return Buffer.concat([header, cipher.getAuthTag(), body]);
}

/** The dump and its kind; throws BackupFileError for a file that is not a backup, damaged, or under another passphrase. */
export async function decryptBackup(file: Buffer, passphrase: string): Promise<{ kind: BackupKind; dump: Buffer }> {
  if (file.length < HEADER + TAG || !file.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new BackupFileError("백업 파일이 아닙니다. (not a backup file of this app)");
  }
  const kindByte = file[MAGIC.length];
  const kind = (Object.keys(BACKUP_KINDS) as BackupKind[]).find((k) => BACKUP_KINDS[k] === kindByte);
  const logN = file[MAGIC.length + 1];
  if (!kind || logN < 10 || logN > 20) throw new BackupFileError("백업 파일이 손상되었습니다. (damaged backup header)");
  const header = file.subarray(0, HEADER);
  const salt = header.subarray(MAGIC.length + 2, MAGIC.length + 18);
  const nonce = header.subarray(MAGIC.length + 18, HEADER);
  const decipher = createDecipheriv("aes-256-gcm", await keyFor(passphrase, salt, logN), nonce);
  decipher.setAAD(header);
  decipher.setAuthTag(file.subarray(HEADER, HEADER + TAG));
  try {
    return { kind, dump: Buffer.concat([decipher.update(file.subarray(HEADER + TAG)), decipher.final()]) };
  } catch {
    throw new BackupFileError("백업을 열 수 없습니다: 암호가 다르거나 파일이 손상되었습니다. (wrong passphrase or damaged file)");
  }
}
