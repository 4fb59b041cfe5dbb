import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { join } from 'node:path';

/** Where uploads live: a local folder today, object storage when the API runs on several machines. */
export interface BlobStore {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

function assertKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe blob key: ${key}`);
}

export function localFolderStore(folder: string): BlobStore {
  return {
    async put(key, data) {
      assertKey(key);
      await mkdir(folder, { recursive: true });
      const temp = join(folder, `.${key}.tmp`);
      await writeFile(temp, data);
      await rename(temp, join(folder, key));
    },
    async get(key) {
      assertKey(key);
      try {
        return await readFile(join(folder, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      assertKey(key);
      await rm(join(folder, key), { force: true });
    },
  };
}
