import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/;
/** Below this, the header bytes and a second request for nothing are not worth a file. */
const MIN_BYTES = 512;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/** Writes `file.br` and `file.gz` beside `file` when each is smaller; returns what it wrote. */
export async function compressFile(file: string): Promise<string[]> {
  const { size } = await stat(file);
  if (size < MIN_BYTES || !COMPRESSIBLE.test(file)) return [];
  const plain = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    gzipAsync(plain, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const written: string[] = [];
  // A compressed copy that saves nothing would only cost the client a decoding step.
  for (const [extension, bytes] of [
    ['.br', br],
    ['.gz', gz],
  ] as const) {
    if (bytes.length < plain.length * 0.95) {
      await writeFile(file + extension, bytes);
      written.push(file + extension);
    }
  }
  return written;
}

/** Compresses every built file, so the server sends these bytes instead of compressing per request. */
export async function compressDirectory(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((file) => !/\.(?:br|gz)$/.test(file));
  const written = await Promise.all(files.map(compressFile));
  return written.flat();
}

/**
 * Brotli (quality 11) and gzip (level 9) files beside each built asset and public file
 * (decision 0020): the server's static plugin picks the one the browser accepts.
 */
export function compressAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'felt:compress-assets',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const written = await compressDirectory(outDir);
      config.logger.info(`compressed ${written.length} files (brotli and gzip) in ${outDir}`);
    },
  };
}
