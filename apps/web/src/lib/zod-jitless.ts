import { config } from 'zod/v4/core';
import { z as zod } from 'zod/v4';

/**
 * What `import { z } from 'zod'` gives in the web build (vite.config.ts resolves `zod` here): zod set up for
 * the portal's content security policy, which forbids eval. Without `jitless`, zod's first object check
 * probes `new Function`, and the browser reports a CSP violation on every page that checks a reply or a form.
 * The setup runs where `z` is first used, so a page that builds no schema downloads no zod.
 */
export const z = ((): typeof zod => {
  config({ jitless: true });
  return zod;
})();
