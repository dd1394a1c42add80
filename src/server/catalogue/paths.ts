import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** resources/catalogue in the repository (the embedded server's seed). */
export const DEFAULT_CATALOGUE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../resources/catalogue');
