import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_FORMAT } from '@casino/contracts';

/**
 * Rendered artwork: memory LRU (bounded by bytes) → disk under DATA_DIR → render (SVG → webp with sharp).
 * Renders run one at a time, and concurrent requests for the same file share one render, so a cold
 * lobby cannot take both cores.
 */
export function createArtworkStore(options: { dir: string; maxMemoryBytes?: number }) {
  const maxBytes = options.maxMemoryBytes ?? 64 * 1024 * 1024;
  const memory = new Map<string, Buffer>();
  let memoryBytes = 0;
  const inflight = new Map<string, Promise<Buffer>>();
  let queue: Promise<unknown> = Promise.resolve();
  const stats = { memoryHits: 0, diskHits: 0, renders: 0 };

  const remember = (name: string, data: Buffer) => {
    if (data.length > maxBytes) return;
    memory.set(name, data);
    memoryBytes += data.length;
    while (memoryBytes > maxBytes) {
      const [oldest, buf] = memory.entries().next().value!;
      memory.delete(oldest);
      memoryBytes -= buf.length;
    }
  };

  async function load(name: string, svg: () => string): Promise<Buffer> {
    const path = join(options.dir, name);
    try {
      const data = await readFile(path);
      stats.diskHits++;
      return data;
    } catch {
      // Not rendered yet.
    }
    const render = queue.then(async () => {
      stats.renders++;
      return sharp(Buffer.from(svg())).webp({ quality: IMAGE_FORMAT.quality }).toBuffer();
    });
    queue = render.catch(() => undefined);
    const data = await render;
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, path);
    return data;
  }

  return {
    stats,
    /** `name` is a relative path such as "games/lucky-7.abc/576w@1x.webp" (already validated). */
    async get(name: string, svg: () => string): Promise<Buffer> {
      const hit = memory.get(name);
      if (hit) {
        memory.delete(name);
        memory.set(name, hit);
        stats.memoryHits++;
        return hit;
      }
      let pending = inflight.get(name);
      if (!pending) {
        pending = load(name, svg).finally(() => inflight.delete(name));
        inflight.set(name, pending);
      }
      const data = await pending;
      if (!memory.has(name)) remember(name, data);
      return data;
    },
  };
}
export type ArtworkStore = ReturnType<typeof createArtworkStore>;
