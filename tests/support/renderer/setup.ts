import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor wait 1 s by default: a safety net that a loaded machine can outrun, not a measurement.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => cleanup());
